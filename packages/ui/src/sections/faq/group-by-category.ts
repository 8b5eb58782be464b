import type { FaqCategory, FaqItem } from './faq-types';

/** A question as the copy lists it: each names its category. */
export interface CategorisedQuestion {
  category: string;
  question: string;
  answer: string;
}

/**
 * The FAQ's categories from a flat list of questions: consecutive questions with the same category
 * title form one. Ids follow the order (`faq-category-1`, `faq-question-1`), so they are the same on
 * the server and in the browser.
 */
export function groupByCategory(questions: readonly CategorisedQuestion[]): FaqCategory[] {
  const categories: { id: string; title: string; items: FaqItem[] }[] = [];
  questions.forEach(({ category, question, answer }, index) => {
    let current = categories.at(-1);
    if (current?.title !== category) {
      current = { id: `faq-category-${categories.length + 1}`, title: category, items: [] };
      categories.push(current);
    }
    current.items.push({ id: `faq-question-${index + 1}`, question, answer });
  });
  return categories;
}
