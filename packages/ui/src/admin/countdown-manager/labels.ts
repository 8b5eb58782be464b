export interface CountdownManagerLabels {
  title: string;
  lead: string;
  formTitle: string;
  titleLabel: string;
  titlePlaceholder: string;
  /** Label of the date-time control. */
  targetLabel: string;
  create: string;
  /** Button text while creating, such as "Creating...". */
  creating: string;
  /** Shown when the title or the date is missing: "Please fill in all fields". */
  missingFields: string;
  /** Name of the list, such as "Countdowns". */
  listLabel: string;
  empty: string;
  emptyHint: string;
  loading: string;
  active: string;
  inactive: string;
  /** Describes what clicking a status badge does. */
  toggleHint: string;
  delete: string;
  /** Accessible name of a row's delete button. */
  deleteLabel: (title: string) => string;
  confirmTitle: string;
  confirmBody: (title: string) => string;
  confirm: string;
  cancel: string;
}

export interface CountdownRow {
  id: string;
  title: string;
  /** The target date, formatted for the page's locale. */
  targetLabel: string;
  /** The target date as an ISO timestamp, for the `time` element. */
  targetDate: string;
  isActive: boolean;
}

export interface NewCountdownValues {
  title: string;
  /** The `datetime-local` value, such as "2026-03-01T09:00". */
  targetDate: string;
}
