export const inboxLeadKinds = ['contact', 'waitlist'] as const;
export type InboxLeadKind = (typeof inboxLeadKinds)[number];

export const inboxLeadStatuses = ['New', 'Contacted', 'Won', 'Closed'] as const;
export type InboxLeadStatus = (typeof inboxLeadStatuses)[number];

/** Where a waitlist entry stands with its e-mails; `none` for entries from before the consent checkbox. */
export const inboxSubscriptions = ['confirmed', 'unconfirmed', 'unsubscribed', 'none'] as const;
export type InboxSubscription = (typeof inboxSubscriptions)[number];

export interface LeadInboxLabels {
  title: string;
  lead: string;
  /** Text of the CSV download link, such as "Export CSV". */
  export: string;
  /** Describes the export, such as "Exports the leads the filters select". */
  exportHint: string;
  filtersLabel: string;
  search: string;
  searchPlaceholder: string;
  kind: string;
  allKinds: string;
  kinds: Record<InboxLeadKind, string>;
  status: string;
  allStatuses: string;
  statuses: Record<InboxLeadStatus, string>;
  service: string;
  allServices: string;
  /** The waitlist's e-mail state (double opt-in) filter and badges. */
  subscription: string;
  allSubscriptions: string;
  subscriptions: Record<InboxSubscription, string>;
  from: string;
  to: string;
  clearFilters: string;
  listLabel: string;
  loading: string;
  empty: string;
  emptyHint: string;
  noResults: string;
  noResultsHint: string;
  /** Heading of the failed-load message. */
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  received: string;
  email: string;
  language: string;
  message: string;
  services: string;
  /** Accessible name of a row's status select. */
  statusOf: (name: string) => string;
  /** Text of the button that opens a lead's details. */
  details: string;
  detailsOf: (name: string) => string;
  close: string;
  delete: string;
  deleteOf: (name: string) => string;
  confirmDeleteTitle: string;
  confirmDeleteBody: (name: string) => string;
  confirmDelete: string;
  /** Button of the erasure request, such as "Erase all leads of this e-mail". */
  eraseEmail: string;
  confirmEraseTitle: string;
  confirmEraseBody: (email: string) => string;
  confirmErase: string;
  cancel: string;
  /** Shown while a deletion or erasure runs. */
  working: string;
  /** Shown in the confirmation when the deletion or erasure failed. */
  actionFailed: string;
}

/** One lead as the inbox shows it; `key` is unique over both kinds. */
export interface LeadInboxRow {
  key: string;
  id: string;
  kind: InboxLeadKind;
  name: string;
  email: string;
  status: InboxLeadStatus;
  /** Received date as an ISO timestamp, for the `time` element. */
  receivedAt: string;
  /** Received date formatted for the page's locale. */
  receivedLabel: string;
  /** Contact inquiries: the message. */
  message?: string;
  /** Waitlist entries: display names of the chosen services. */
  services?: string[];
  /** Waitlist entries: the visitor's language, as shown. */
  language?: string;
  /** Waitlist entries: confirmed, unconfirmed, unsubscribed, or none (before the consent checkbox). */
  subscription?: InboxSubscription;
}

/** The inbox filters; an empty string means "any". Dates are `YYYY-MM-DD`. */
export interface LeadInboxFilters {
  q: string;
  kind: '' | InboxLeadKind;
  status: '' | InboxLeadStatus;
  service: string;
  subscription: '' | InboxSubscription;
  from: string;
  to: string;
}

export const emptyLeadInboxFilters: LeadInboxFilters = { q: '', kind: '', status: '', service: '', subscription: '', from: '', to: '' };

export function hasActiveFilters(filters: LeadInboxFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

export interface LeadInboxOption {
  value: string;
  label: string;
}
