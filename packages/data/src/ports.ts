import type { AuthEvent, AuthSession, ChangePasswordInput, SignInInput } from './domain/auth.ts';
import type { Countdown, CountdownChange, NewCountdown } from './domain/countdown.ts';
import type { ContactInquiryInput, Leads, WaitlistEntryInput } from './domain/submissions.ts';

/** Failures reject with a `DataError` carrying a stable code. */
export interface AuthPort {
  getSession(): Promise<AuthSession | null>;
  signIn(input: SignInInput): Promise<AuthSession>;
  signOut(): Promise<void>;
  /**
   * The operator's own password change (embedded server only): other sessions end, this one stays and
   * is emitted again (`SIGNED_IN`) without `passwordChangeRequired`. Absent where the service has its own.
   */
  changePassword?(input: ChangePasswordInput): Promise<AuthSession>;
  /** Calls back with `INITIAL_SESSION` once, then on every sign-in and sign-out; returns the unsubscribe. */
  onAuthStateChange(callback: (event: AuthEvent, session: AuthSession | null) => void): () => void;
}

/**
 * A live change with its row (operators); `CHANGED` when something changed but the subscriber may not
 * see rows (anonymous visitors); `RESYNC` when changes may have been missed and data must be read again.
 */
export type CountdownFeedEvent = CountdownChange | { type: 'CHANGED' } | { type: 'RESYNC' };

export interface CountdownsPort {
  /** All countdowns, earliest target date first (operator only). */
  list(): Promise<Countdown[]>;
  /** The active countdown with the earliest target date, or null. */
  active(): Promise<Countdown | null>;
  create(input: NewCountdown): Promise<Countdown>;
  toggle(id: string): Promise<Countdown>;
  remove(id: string): Promise<void>;
  /** Subscribes to live changes; returns the unsubscribe. */
  subscribe(onEvent: (event: CountdownFeedEvent) => void): () => void;
}

export interface SubmissionsPort {
  submitContact(input: ContactInquiryInput): Promise<void>;
  joinWaitlist(input: WaitlistEntryInput): Promise<void>;
}

/** Operator view of stored submissions (embedded mode). */
export interface LeadsPort {
  list(): Promise<Leads>;
  /** URL of the CSV export, for a download link. */
  csvUrl: string;
}

export interface DataAdapters {
  auth: AuthPort;
  countdowns: CountdownsPort;
  submissions: SubmissionsPort;
  leads?: LeadsPort;
}
