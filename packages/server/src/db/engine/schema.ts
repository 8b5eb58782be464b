import type { Language, LeadStatus } from '@zk/data';
import type { Generated, Selectable } from 'kysely';

/**
 * The server's tables as Kysely sees them, the same on both engines: the SQLite schema after migration
 * 16 (`../migrations.ts`) and the PostgreSQL schema (`postgres-migrations.ts`). Columns keep their
 * SQLite names and storage: instants as ISO text (`*_at` of leads, countdowns, operators) or as
 * milliseconds since the epoch (everything else), lists and objects as JSON text. Flags are booleans
 * (`boolean` in PostgreSQL; 0/1 in SQLite, turned into booleans by `sqlite-database.ts`).
 * `Generated` marks a column the database fills when an insert leaves it out.
 */
export interface Schema {
  countdowns: CountdownsTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  contact_inquiries: ContactInquiriesTable;
  waitlist_entries: WaitlistEntriesTable;
  countdown_changes: CountdownChangesTable;
  outbox: OutboxTable;
  mail_messages: MailMessagesTable;
  announcements: AnnouncementsTable;
  announcement_drafts: AnnouncementDraftsTable;
  server_keys: ServerKeysTable;
  operator_devices: OperatorDevicesTable;
  security_events: SecurityEventsTable;
  operator_factors: OperatorFactorsTable;
  operator_passkeys: OperatorPasskeysTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  job_runs: JobRunsTable;
  rate_slots: RateSlotsTable;
  passkey_challenges: PasskeyChallengesTable;
  schema_migrations: SchemaMigrationsTable;
}

type LeadKind = 'contact' | 'waitlist';

export interface CountdownsTable {
  id: string;
  title: string;
  /** Normalised UTC ISO (`normaliseIsoInstant`), so text order is time order. */
  target_date: string;
  is_active: Generated<boolean>;
  created_at: string;
}

export interface OperatorsTable {
  id: string;
  /** Compared without regard to case (SQLite NOCASE, a PostgreSQL case-insensitive collation). */
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  must_change_password: Generated<boolean>;
}

export interface SessionsTable {
  /** The SHA-256 of the session token (`hashToken`). */
  token_hash: string;
  operator_id: string;
  signed_in_at: number;
  expires_at: number;
}

export interface ContactInquiriesTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  email: string;
  inquiry: string;
  status: Generated<LeadStatus>;
  created_at: string;
}

export interface WaitlistEntriesTable {
  seq: Generated<number>;
  id: string;
  full_name: string;
  email: string;
  /** JSON array of service keys. */
  services: string;
  language: Language;
  status: Generated<LeadStatus>;
  created_at: string;
  consent_version: string | null;
  confirm_token_hash: string | null;
  confirm_sent_at: number | null;
  confirmed_at: string | null;
  unsubscribe_token_hash: string | null;
  unsubscribed_at: string | null;
}

export interface CountdownChangesTable {
  seq: Generated<number>;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The countdown as JSON. */
  countdown: string;
  created_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  destination: string;
  action: string;
  idempotency_key: string;
  lead_kind: LeadKind | null;
  lead_id: string | null;
  payload: string | null;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  send_alone: Generated<boolean>;
  possible_duplicate: Generated<boolean>;
  lead_erased: Generated<boolean>;
  external_id: string | null;
  created_at: number;
  sent_at: number | null;
  /** Lower first, before the due time (mail: confirmations 0, notifications 1, announcements 2). */
  priority: Generated<number>;
  /** The server sending it (while `sending`). */
  claimed_by: string | null;
  /** When another server may take it over (ms), while `sending`. */
  lease_until: number | null;
}

export interface MailMessagesTable {
  id: Generated<number>;
  kind: 'waitlistConfirm' | 'leadNotification' | 'announcement';
  language: string;
  recipient: string;
  message_id: string;
  lead_kind: LeadKind | null;
  lead_id: string | null;
  announcement_id: number | null;
  content: Generated<string>;
  subject: string | null;
  created_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  service: string;
  created_by: string;
  created_at: number;
  recipients: number;
  per_language: string;
  copy: string;
  /** The composer's key (unique); null for announcements sent before it was kept. */
  idempotency_key: string | null;
}

export interface AnnouncementDraftsTable {
  operator_id: string;
  draft: string;
  updated_at: number;
}

export interface ServerKeysTable {
  name: string;
  /** At least 32 bytes (BLOB in SQLite, bytea in PostgreSQL; a Buffer on both). */
  value: Buffer;
  created_at: number;
}

export interface OperatorDevicesTable {
  /** The SHA-256 of the device id the device cookie carries (`hashToken`). */
  token_hash: string;
  operator_id: string;
  created_at: number;
  last_used_at: number;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  /** Milliseconds since the epoch. */
  at: number;
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  ip: string | null;
  /** `emailHash` of the account's address, never the address. */
  email_hash: string | null;
  operator_id: string | null;
  /** A short browser/OS summary of the User-Agent (`deviceSummary`). */
  device: string | null;
  /** The log line's other fields, as JSON. */
  details: Generated<string>;
}

export interface OperatorFactorsTable {
  id: string;
  operator_id: string;
  kind: 'totp';
  /** The TOTP secret sealed with the server key `mfa` (`auth/secret-seal.ts`). */
  secret: Buffer;
  created_at: number;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: number | null;
  /** The last TOTP time step accepted, so that each code is accepted once. */
  last_step: number | null;
}

export interface OperatorPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  operator_id: string;
  /** The operator's name for it. */
  name: string;
  /** The COSE public key. */
  public_key: Buffer;
  /** The signature counter last seen. */
  counter: number;
  /** The transports the browser named, as JSON. */
  transports: Generated<string>;
  created_at: number;
  last_used_at: number | null;
}

export interface OperatorRecoveryCodesTable {
  operator_id: string;
  /** The SHA-256 of the normalised code (`hashToken`). */
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface JobRunsTable {
  /** The job (`retention`, `unconfirmed-purge`, `security-log-purge`). */
  name: string;
  /** The server that ran it last (random per process). */
  server: string;
  /** When it ran (ms). */
  last_run_at: number;
}

export interface RateSlotsTable {
  id: Generated<number>;
  /** The limit's name and the key counted (`forms:203.0.113.0`). */
  bucket: string;
  /** When the slot frees (ms). */
  expires_at: number;
}

export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'authenticate';
  operator_id: string | null;
  /** When it stops being accepted (ms). */
  expires_at: number;
}

export interface SchemaMigrationsTable {
  version: number;
  applied_at: string | null;
  checksum: string;
}

/** Every column that holds a flag, by name (the names are unique across the schema). */
export type BooleanColumn = { [T in keyof Schema]: FlagOf<Selectable<Schema[T]>> }[keyof Schema];
type FlagOf<Row> = { [C in keyof Row]: Row[C] extends boolean ? C : never }[keyof Row];
