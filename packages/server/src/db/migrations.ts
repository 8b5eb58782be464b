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
  // 6: a generated first-start password must be changed at the first sign-in
  `ALTER TABLE operators ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1));`,
];
