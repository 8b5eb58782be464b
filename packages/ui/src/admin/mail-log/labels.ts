/** A message's delivery state, as the server names it (`@zk/data` `MailStatus`). */
export const mailLogStatuses = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailLogStatus = (typeof mailLogStatuses)[number];

/** One message as the list shows it: every text already in the operator's language. */
export interface MailLogRow {
  id: string;
  status: MailLogStatus;
  /** What the message is ("Waitlist confirmation"). */
  kindLabel: string;
  recipient: string;
  /** Null until the server first rendered it. */
  subject: string | null;
  languageLabel: string;
  createdLabel: string;
  sentLabel: string | null;
  /** The last failure's reason. */
  error: string | null;
  attempts: number;
}

export interface MailLogLabels {
  listLabel: string;
  statuses: Record<MailLogStatus, string>;
  recipient: string;
  language: string;
  created: string;
  sent: string;
  attempts: string;
  noSubject: string;
  error: string;
  preview: string;
  previewOf: (subject: string) => string;
  previewTitle: string;
  close: string;
  retry: string;
  retryOf: (subject: string, recipient: string) => string;
  retried: string;
  retryFailed: string;
  keptNote: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  reload: string;
  loadMore: string;
  loading: string;
  filterLabel: string;
  allStatuses: string;
}
