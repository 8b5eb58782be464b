/** Numbered schema migrations. Append only: never edit a migration that has shipped. */
export const migrations: readonly string[] = [
  // 1: countdowns
  `CREATE TABLE countdowns (
     id TEXT PRIMARY KEY,
     title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
     target_date TEXT NOT NULL,
     is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX countdowns_active_target ON countdowns (is_active, target_date);`,
  // 2: operator accounts and server-side sessions (only the SHA-256 of a session token is stored)
  `CREATE TABLE operators (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   ) STRICT;
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
     signed_in_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX sessions_operator ON sessions (operator_id);
   CREATE INDEX sessions_expires ON sessions (expires_at);`,
  // 3: public form submissions
  `CREATE TABLE contact_inquiries (
     id TEXT PRIMARY KEY,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     inquiry TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'New',
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX contact_inquiries_created ON contact_inquiries (created_at);
   CREATE TABLE waitlist_entries (
     id TEXT PRIMARY KEY,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     services TEXT NOT NULL,
     language TEXT NOT NULL CHECK (language IN ('en', 'de', 'tr')),
     created_at TEXT NOT NULL
   ) STRICT;
   CREATE INDEX waitlist_entries_created ON waitlist_entries (created_at);`,
  // 4: the countdown change log behind the live stream (Last-Event-ID resume)
  `CREATE TABLE countdown_changes (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL CHECK (type IN ('INSERT', 'UPDATE', 'DELETE')),
     countdown TEXT NOT NULL,
     created_at INTEGER NOT NULL
   ) STRICT;`,
  // 5: the outbox of submissions to forward to a hosted service (Airtable), one row per submission
  `CREATE TABLE submission_forwards (
     submission_id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'waitlist')),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'forwarded', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_attempt_at INTEGER,
     last_error TEXT,
     record_id TEXT,
     created_at INTEGER NOT NULL,
     forwarded_at INTEGER
   ) STRICT;
   CREATE INDEX submission_forwards_due ON submission_forwards (status, next_attempt_at);`,
  // 6: the operator's lead inbox. Both tables are rebuilt: an explicit `seq INTEGER PRIMARY KEY` (a rowid
  // that VACUUM keeps, which the search index and cursors point at) and a CHECKed status on both kinds.
  // `seq` is numbered in time order, and inserts keep it so (submissions-repo.ts: `created_at` never goes
  // back), so a search can walk the index newest first by rowid and stop after one page.
  // Keyset-pagination indexes, and full-text search kept in step by triggers.
  // The search tables keep their own (folded) copy of the text: FTS5's secure-delete, which removes an erased
  // lead's tokens from the index at once instead of leaving them until a merge, works only on tables with
  // content (contentless_delete tables keep them), and a deleted row's cells are zeroed by `secure_delete`. Indexed text folds Turkish İ/ı to I/i (the query does the
  // same, see lead-search.ts); unicode61 with remove_diacritics 2 folds case and umlauts (Müller = MULLER).
  `CREATE TABLE contact_inquiries_v6 (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     inquiry TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Contacted', 'Won', 'Closed')),
     created_at TEXT NOT NULL
   ) STRICT;
   INSERT INTO contact_inquiries_v6 (seq, id, full_name, email, inquiry, status, created_at)
     SELECT row_number() OVER (ORDER BY created_at, rowid), id, full_name, email, inquiry, CASE WHEN status IN ('New', 'Contacted', 'Won', 'Closed') THEN status ELSE 'New' END, created_at
     FROM contact_inquiries;
   DROP TABLE contact_inquiries;
   ALTER TABLE contact_inquiries_v6 RENAME TO contact_inquiries;
   CREATE INDEX contact_inquiries_newest ON contact_inquiries (created_at DESC, seq DESC);
   CREATE INDEX contact_inquiries_status_newest ON contact_inquiries (status, created_at DESC, seq DESC);

   CREATE TABLE waitlist_entries_v6 (
     seq INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     services TEXT NOT NULL,
     language TEXT NOT NULL CHECK (language IN ('en', 'de', 'tr')),
     status TEXT NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Contacted', 'Won', 'Closed')),
     created_at TEXT NOT NULL
   ) STRICT;
   INSERT INTO waitlist_entries_v6 (seq, id, full_name, email, services, language, created_at)
     SELECT row_number() OVER (ORDER BY created_at, rowid), id, full_name, email, services, language, created_at FROM waitlist_entries;
   DROP TABLE waitlist_entries;
   ALTER TABLE waitlist_entries_v6 RENAME TO waitlist_entries;
   CREATE INDEX waitlist_entries_newest ON waitlist_entries (created_at DESC, seq DESC);
   CREATE INDEX waitlist_entries_status_newest ON waitlist_entries (status, created_at DESC, seq DESC);

   CREATE VIRTUAL TABLE contact_search USING fts5 (full_name, email, inquiry,
     tokenize = 'unicode61 remove_diacritics 2');
   INSERT INTO contact_search (contact_search, rank) VALUES ('secure-delete', 1);
   CREATE VIRTUAL TABLE waitlist_search USING fts5 (full_name, email,
     tokenize = 'unicode61 remove_diacritics 2');
   INSERT INTO waitlist_search (waitlist_search, rank) VALUES ('secure-delete', 1);

   CREATE TRIGGER contact_search_insert AFTER INSERT ON contact_inquiries BEGIN
     INSERT INTO contact_search (rowid, full_name, email, inquiry) VALUES (new.seq,
       replace(replace(new.full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(new.email, 'İ', 'I'), 'ı', 'i'),
       replace(replace(new.inquiry, 'İ', 'I'), 'ı', 'i'));
   END;
   CREATE TRIGGER contact_search_delete AFTER DELETE ON contact_inquiries BEGIN
     DELETE FROM contact_search WHERE rowid = old.seq;
   END;
   CREATE TRIGGER contact_search_update AFTER UPDATE OF full_name, email, inquiry ON contact_inquiries BEGIN
     DELETE FROM contact_search WHERE rowid = old.seq;
     INSERT INTO contact_search (rowid, full_name, email, inquiry) VALUES (new.seq,
       replace(replace(new.full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(new.email, 'İ', 'I'), 'ı', 'i'),
       replace(replace(new.inquiry, 'İ', 'I'), 'ı', 'i'));
   END;
   CREATE TRIGGER waitlist_search_insert AFTER INSERT ON waitlist_entries BEGIN
     INSERT INTO waitlist_search (rowid, full_name, email) VALUES (new.seq,
       replace(replace(new.full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(new.email, 'İ', 'I'), 'ı', 'i'));
   END;
   CREATE TRIGGER waitlist_search_delete AFTER DELETE ON waitlist_entries BEGIN
     DELETE FROM waitlist_search WHERE rowid = old.seq;
   END;
   CREATE TRIGGER waitlist_search_update AFTER UPDATE OF full_name, email ON waitlist_entries BEGIN
     DELETE FROM waitlist_search WHERE rowid = old.seq;
     INSERT INTO waitlist_search (rowid, full_name, email) VALUES (new.seq,
       replace(replace(new.full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(new.email, 'İ', 'I'), 'ı', 'i'));
   END;

   INSERT INTO contact_search (rowid, full_name, email, inquiry)
     SELECT seq, replace(replace(full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(email, 'İ', 'I'), 'ı', 'i'),
       replace(replace(inquiry, 'İ', 'I'), 'ı', 'i') FROM contact_inquiries;
   INSERT INTO waitlist_search (rowid, full_name, email)
     SELECT seq, replace(replace(full_name, 'İ', 'I'), 'ı', 'i'), replace(replace(email, 'İ', 'I'), 'ı', 'i') FROM waitlist_entries;`,
  // 7: a generated first-start password must be changed at the first sign-in
  `ALTER TABLE operators ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1));`,
  // 8: the waitlist's consent: the version of the wording the visitor ticked (`waitlistConsentVersion`), given
  // when the entry was stored (`created_at`). Entries from before the checkbox have none: no consent.
  `ALTER TABLE waitlist_entries ADD COLUMN consent_version TEXT;`,
  // 9: one durable outbox for everything that leaves the process (src/outbox/). Airtable is its first
  // destination: the rows of `submission_forwards` move in (forwarded = sent, the record id as external id)
  // and that table goes. `sending` marks an item in flight, committed before its request; `lead_erased`
  // an item whose lead was erased while it was in flight (settled, then removed or turned into a deletion).
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     destination TEXT NOT NULL,
     action TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     lead_kind TEXT CHECK (lead_kind IN ('contact', 'waitlist')),
     lead_id TEXT,
     payload TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_attempt_at INTEGER,
     last_error TEXT,
     send_alone INTEGER NOT NULL DEFAULT 0 CHECK (send_alone IN (0, 1)),
     possible_duplicate INTEGER NOT NULL DEFAULT 0 CHECK (possible_duplicate IN (0, 1)),
     lead_erased INTEGER NOT NULL DEFAULT 0 CHECK (lead_erased IN (0, 1)),
     external_id TEXT,
     created_at INTEGER NOT NULL,
     sent_at INTEGER,
     CHECK ((lead_kind IS NULL) = (lead_id IS NULL))
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (destination, status, next_attempt_at, id);
   CREATE INDEX outbox_lead ON outbox (lead_id, lead_kind) WHERE lead_id IS NOT NULL;
   CREATE INDEX outbox_listing ON outbox (status, created_at DESC, id DESC);
   INSERT INTO outbox (destination, action, idempotency_key, lead_kind, lead_id, status, attempts, next_attempt_at,
       last_attempt_at, last_error, external_id, created_at, sent_at)
     SELECT 'airtable', 'create', 'airtable:' || kind || ':' || submission_id, kind, submission_id,
       CASE status WHEN 'forwarded' THEN 'sent' ELSE status END, attempts, next_attempt_at, last_attempt_at,
       last_error, record_id, created_at, forwarded_at
     FROM submission_forwards ORDER BY created_at, rowid;
   DROP TABLE submission_forwards;`,
  // 10: the waitlist's double opt-in (src/subscription/). Links carry tokens derived from a key (then the
  // file DATA_DIR/link-key, in the database since migration 12); the database keeps only their SHA-256. `confirm_sent_at` (ms) is when the
  // confirmation link was issued (valid 7 days; unconfirmed entries are erased after WAITLIST_CONFIRM_DAYS).
  `ALTER TABLE waitlist_entries ADD COLUMN confirm_token_hash TEXT;
   ALTER TABLE waitlist_entries ADD COLUMN confirm_sent_at INTEGER;
   ALTER TABLE waitlist_entries ADD COLUMN confirmed_at TEXT;
   ALTER TABLE waitlist_entries ADD COLUMN unsubscribe_token_hash TEXT;
   ALTER TABLE waitlist_entries ADD COLUMN unsubscribed_at TEXT;
   CREATE UNIQUE INDEX waitlist_entries_confirm_token ON waitlist_entries (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
   CREATE UNIQUE INDEX waitlist_entries_unsubscribe_token ON waitlist_entries (unsubscribe_token_hash) WHERE unsubscribe_token_hash IS NOT NULL;
   CREATE INDEX waitlist_entries_unconfirmed ON waitlist_entries (confirm_sent_at) WHERE confirmed_at IS NULL AND confirm_sent_at IS NOT NULL;`,
  // 11: e-mail and announcements (src/mail/, src/announcements/). `mail_messages` holds what each message is
  // (its kind, recipient, language, stable Message-ID and the few fields its template needs that are not
  // read from its lead at send time; links are derived then, so no token is stored); a message without an
  // outbox item (`mail:<id>`) is kept, never sent (no SMTP_URL). A lead's messages go with it (triggers),
  // as its outbox items do (the erasure). `announcements` records each send; `announcement_drafts` keeps
  // one draft per operator across sessions.
  `CREATE TABLE mail_messages (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('waitlistConfirm', 'leadNotification', 'announcement')),
     language TEXT NOT NULL,
     recipient TEXT NOT NULL,
     message_id TEXT NOT NULL UNIQUE,
     lead_kind TEXT CHECK (lead_kind IN ('contact', 'waitlist')),
     lead_id TEXT,
     announcement_id INTEGER,
     content TEXT NOT NULL DEFAULT '{}',
     subject TEXT,
     created_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX mail_messages_lead ON mail_messages (lead_id, lead_kind) WHERE lead_id IS NOT NULL;
   CREATE INDEX mail_messages_announcement ON mail_messages (announcement_id) WHERE announcement_id IS NOT NULL;
   CREATE TRIGGER contact_inquiries_mail_erase AFTER DELETE ON contact_inquiries BEGIN
     DELETE FROM mail_messages WHERE lead_kind = 'contact' AND lead_id = old.id;
   END;
   CREATE TRIGGER waitlist_entries_mail_erase AFTER DELETE ON waitlist_entries BEGIN
     DELETE FROM mail_messages WHERE lead_kind = 'waitlist' AND lead_id = old.id;
   END;
   CREATE TABLE announcements (
     id INTEGER PRIMARY KEY,
     service TEXT NOT NULL,
     created_by TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     recipients INTEGER NOT NULL,
     per_language TEXT NOT NULL,
     copy TEXT NOT NULL
   ) STRICT;
   CREATE TABLE announcement_drafts (
     operator_id TEXT PRIMARY KEY,
     draft TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   ) STRICT;`,
  // 12: the server's own keys (src/subscription/link-key.ts), in the database so that a backup, a restore
  // and every server on the data sign links alike. `link` is the key of the e-mails' links; a key found in
  // the file DATA_DIR/link-key of earlier releases is moved here at the first start.
  `CREATE TABLE server_keys (
     name TEXT PRIMARY KEY,
     value BLOB NOT NULL CHECK (length(value) >= 32),
     created_at INTEGER NOT NULL
   ) STRICT;`,
  // 13: no mail cannon, no announcement twice (issue 50, items 1 and 5). An outbox item's `priority`
  // orders its lane before its due time (mail: confirmations 0, lead notifications 1, announcements 2);
  // two indexes find the messages to one address and whether an address unsubscribed, at each sign-up.
  // An announcement keeps the idempotency key its composer sent (null for those sent before).
  `ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
   DROP INDEX outbox_due;
   CREATE INDEX outbox_due ON outbox (destination, status, priority, next_attempt_at, id);
   CREATE INDEX mail_messages_recipient ON mail_messages (recipient COLLATE NOCASE, created_at);
   CREATE INDEX waitlist_entries_unsubscribed_email ON waitlist_entries (email COLLATE NOCASE) WHERE unsubscribed_at IS NOT NULL;
   ALTER TABLE announcements ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX announcements_idempotency ON announcements (idempotency_key) WHERE idempotency_key IS NOT NULL;
   CREATE INDEX announcements_service_created ON announcements (service, created_at);`,
  // 14: the operators' trusted devices (issue 45, src/auth/device-trust.ts). A browser that signed in to an
  // account carries a device cookie signed with the server key 'device' (in server_keys); only the SHA-256
  // of its id is stored, and each sign-in with it replaces the row, so an older copy of the cookie is known
  // as replayed.
  `CREATE TABLE operator_devices (
     token_hash TEXT PRIMARY KEY,
     operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX operator_devices_operator ON operator_devices (operator_id, last_used_at);`,
  // 15: the security log, stored for the console's activity page (issue 45, src/audit/security-events.ts).
  // What the log line holds: the event, its outcome, the client address, the e-mail address as its hash
  // (never the address), the operator's id, a short browser/OS summary of the device, and the rest of the
  // line's fields as JSON. Kept for a bounded period, purged daily (securityEventRetentionDays).
  `CREATE TABLE security_events (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     event TEXT NOT NULL,
     outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure', 'refused')),
     ip TEXT,
     email_hash TEXT,
     operator_id TEXT,
     device TEXT,
     details TEXT NOT NULL DEFAULT '{}'
   ) STRICT;
   CREATE INDEX security_events_at ON security_events (at, id);
   CREATE INDEX security_events_event_at ON security_events (event, at, id);`,
  // 16: the operators' second factors (issue 45, src/auth/second-factor.ts). `operator_factors` is a list,
  // so passkeys can join TOTP: a TOTP row keeps its secret sealed (AES-256-GCM under the server key 'mfa'),
  // is pending until a first code confirms it, and remembers the last step it accepted so that a code is
  // taken once. Recovery codes are stored as SHA-256 hashes, each used once.
  `CREATE TABLE operator_factors (
     id TEXT PRIMARY KEY,
     operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('totp')),
     secret BLOB NOT NULL,
     created_at INTEGER NOT NULL,
     confirmed_at INTEGER,
     last_step INTEGER
   ) STRICT;
   CREATE UNIQUE INDEX operator_factors_totp ON operator_factors (operator_id) WHERE kind = 'totp';
   CREATE TABLE operator_recovery_codes (
     operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     used_at INTEGER,
     PRIMARY KEY (operator_id, code_hash)
   ) STRICT;`,
  // 17: outbox items claimed with a lease (issue 44, src/db/engine/outbox-store.ts). `claimed_by` names the
  // server sending the item, `lease_until` (ms) when another server may take it over if no answer was
  // recorded: same row, so the same idempotency key, Message-ID and webhook-id.
  `ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
   ALTER TABLE outbox ADD COLUMN lease_until INTEGER;`,
  // 18: daily jobs once per cluster (issue 44, db/engine/job-runs-store.ts): the server that last ran a job
  // keeps it; another takes it over only once a period has passed since, so with several servers on one
  // database the retention purges (leads, unconfirmed sign-ups, the security log) run once a day, not once per server.
  `CREATE TABLE job_runs (
     name TEXT PRIMARY KEY,
     server TEXT NOT NULL,
     last_run_at INTEGER NOT NULL
   ) STRICT;`,
  // 19: the operators' passkeys (issue 45, src/auth/passkey-ceremonies.ts): the credential id (base64url) as
  // the key, its COSE public key and the signature counter last seen, the transports the browser named (JSON),
  // the operator's name for it, and when it was added and last signed in.
  `CREATE TABLE operator_passkeys (
     id TEXT PRIMARY KEY,
     operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
     name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL CHECK (counter >= 0),
     transports TEXT NOT NULL DEFAULT '[]',
     created_at INTEGER NOT NULL,
     last_used_at INTEGER
   ) STRICT;
   CREATE INDEX operator_passkeys_operator ON operator_passkeys (operator_id, created_at);`,
  // 20: rate limits shared by the servers of one database (issue 44, src/db/engine/rate-slots-store.ts): one row
  // per admitted hit or request, in its bucket (the limit's name and key) until `expires_at` (ms). A hit is
  // admitted while its bucket holds fewer than the limit's slots not yet expired; expired slots are purged.
  `CREATE TABLE rate_slots (
     id INTEGER PRIMARY KEY,
     bucket TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX rate_slots_bucket ON rate_slots (bucket, expires_at);
   CREATE INDEX rate_slots_expires ON rate_slots (expires_at);`,
  // 21: passkey challenges handed out and not yet answered (issue 45, src/db/engine/passkey-challenges-store.ts),
  // in the database so a ceremony begun on one server can finish on another; each is deleted as it is taken.
  `CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
     operator_id TEXT,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);`,
];
