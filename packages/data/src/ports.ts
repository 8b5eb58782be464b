import type {
  AnnouncementAudience,
  AnnouncementDraft,
  AnnouncementDraftState,
  AnnouncementRecord,
  AnnouncementRequest,
} from './domain/announcements.ts';
import type {
  AuthEvent,
  AuthSession,
  ChangePasswordInput,
  PasskeySignInMode,
  PasskeySupport,
  PasskeysPort,
  SecondFactorsPort,
  SignInInput,
} from './domain/auth.ts';
import type { Countdown, CountdownChange, NewCountdown } from './domain/countdown.ts';
import type { AnnouncementCopy } from './domain/emails.ts';
import type { InboxLead, LeadKind, LeadPage, LeadQuery, LeadStatus } from './domain/lead-inbox.ts';
import type { ActivityPage, ActivityQuery, RevokedSessions } from './domain/activity.ts';
import type { MailLog, MailLogEntry, MailLogQuery } from './domain/mail-log.ts';
import type { WaitlistServiceId } from './domain/services.ts';
import type { ContactInquiryInput, WaitlistEntryInput } from './domain/submissions.ts';

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
  /**
   * The sign-in's second step (embedded server only), after `signIn` rejected with `code_required`: the
   * authenticator's code or a recovery code. A wrong one rejects as a wrong password does.
   */
  signInWithCode?(input: { code: string }): Promise<AuthSession>;
  /** TOTP and recovery codes in Settings (embedded server only). */
  secondFactors?: SecondFactorsPort;
  /**
   * A passkey sign-in (embedded server only): the second step after `code_required`, on its own, or from the
   * e-mail field's autofill (waits until the operator picks one, or `cancelPasskey`). A refused passkey rejects as
   * a wrong password does; one the operator did not use rejects with `passkey_cancelled`.
   */
  signInWithPasskey?(mode: PasskeySignInMode): Promise<AuthSession>;
  /** Stops a passkey ceremony in progress (the autofill one when the page goes). */
  cancelPasskey?(): void;
  /** What this browser offers for passkeys (embedded server only). */
  passkeySupport?(): Promise<PasskeySupport>;
  /** The operator's passkeys in Settings (embedded server only). */
  passkeys?: PasskeysPort;
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

/**
 * A lead changed on the server (the operator stream's `lead` event), or `RESYNC` when changes may have
 * been missed (the stream reconnected after a gap) and the inbox must be read again.
 */
export type LeadFeedEvent = { type: 'LEAD'; kind: LeadKind; id: string; change: string } | { type: 'RESYNC' };

/** Operator view of stored submissions (embedded mode): the lead inbox of `domain/lead-inbox.ts`. */
export interface LeadsPort {
  /** One inbox page, newest first. */
  page(query: LeadQuery): Promise<LeadPage>;
  get(kind: LeadKind, id: string): Promise<InboxLead>;
  setStatus(kind: LeadKind, id: string, status: LeadStatus): Promise<InboxLead>;
  /** Deletes one lead; resolves the number of rows erased. */
  remove(kind: LeadKind, id: string): Promise<number>;
  /** Erasure request: deletes every lead of this address; resolves the number erased. */
  eraseEmail(email: string): Promise<number>;
  /**
   * A short-lived, single-use address of the CSV export of what these filters select (no cursor or limit),
   * to download from; the filters stay on the server, so no search term is in the address.
   */
  exportCsv(query: LeadQuery): Promise<string>;
  /** Live lead changes; returns the unsubscribe. */
  subscribe(onEvent: (event: LeadFeedEvent) => void): () => void;
}

/** The operator's mail log (embedded mode): `domain/mail-log.ts`. */
export interface MailLogPort {
  /** One page, newest first. */
  list(query: MailLogQuery): Promise<MailLog>;
  /** The address of a message's rendered HTML, for a sandboxed frame. */
  previewUrl(id: string): string;
  /** Queues a failed message again. */
  retry(id: string): Promise<MailLogEntry>;
}

/** The security log and the operator's other sessions (embedded mode): `domain/activity.ts`. */
export interface ActivityPort {
  /** One page, newest first. */
  list(query: ActivityQuery): Promise<ActivityPage>;
  /** Ends the operator's other sessions, keeping this one. */
  revokeOtherSessions(): Promise<RevokedSessions>;
}

/** Launch announcements (embedded mode): `domain/announcements.ts`. */
export interface AnnouncementsPort {
  /** Every sent announcement, newest first. */
  list(): Promise<AnnouncementRecord[]>;
  /** Who would receive one for this service now, per language. */
  audience(service: WaitlistServiceId): Promise<AnnouncementAudience>;
  /** The copy an announcement of this service starts from, per language. */
  template(service: WaitlistServiceId): Promise<AnnouncementCopy>;
  send(request: AnnouncementRequest): Promise<AnnouncementRecord>;
  /** The operator's draft, kept on the server across sessions. */
  draft(): Promise<AnnouncementDraftState>;
  saveDraft(draft: AnnouncementDraft): Promise<AnnouncementDraftState>;
}

export interface DataAdapters {
  auth: AuthPort;
  countdowns: CountdownsPort;
  submissions: SubmissionsPort;
  leads?: LeadsPort;
  mail?: MailLogPort;
  announcements?: AnnouncementsPort;
  activity?: ActivityPort;
}
