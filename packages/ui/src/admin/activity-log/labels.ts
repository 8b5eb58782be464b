/** What the activity page filters by (`@zk/data` `ActivityKind`). */
export const activityLogKinds = ['sign_in', 'failure', 'factor', 'export', 'erasure', 'announcement', 'configuration'] as const;
export type ActivityLogKind = (typeof activityLogKinds)[number];

export type ActivityLogOutcome = 'success' | 'failure' | 'refused';

/** One security event as the page shows it: every text already in the operator's language. */
export interface ActivityLogRow {
  id: string;
  outcome: ActivityLogOutcome;
  /** What happened ("Signed in"). */
  eventLabel: string;
  /** When, in the operator's locale, and the ISO instant for `<time>`. */
  timeLabel: string;
  dateTime: string;
  ip: string | null;
  device: string | null;
  /** Counts, reasons, the configuration warning's text. */
  detail: string | null;
}

export interface ActivityLogLabels {
  listLabel: string;
  caption: string;
  filterLabel: string;
  allKinds: string;
  kinds: Record<ActivityLogKind, string>;
  outcomes: Record<ActivityLogOutcome, string>;
  time: string;
  event: string;
  outcome: string;
  address: string;
  device: string;
  details: string;
  unknown: string;
  revokeTitle: string;
  revokeHint: string;
  revoke: string;
  /** The notice after the other sessions were ended. */
  revoked: (count: number) => string;
  revokedNone: string;
  revokeFailed: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  reload: string;
  loadMore: string;
  loading: string;
}
