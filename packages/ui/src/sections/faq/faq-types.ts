export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export interface FaqLabels {
  /** Accessible name of the search box. */
  search: string;
  searchPlaceholder: string;
  /** Accessible name of the button that empties the search box. */
  clear: string;
  /** Announced while searching, such as "3 questions found". */
  results: (count: number) => string;
  noResultsTitle: string;
  noResultsText: string;
}
