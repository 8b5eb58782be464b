import type { ConfigurationWarning } from '../legal-identity.ts';

/**
 * `BACKUP_DIR` with `DATABASE_URL`: the scheduled backups copy the SQLite file, which PostgreSQL mode does not have, so
 * none are written, while the privacy policy still states how long backups keep erased data. Said at start so the
 * operator backs PostgreSQL up with its own tools instead of trusting a directory that stays empty.
 */
export const backupsNotWrittenWarning: ConfigurationWarning = {
  code: 'backups_not_written',
  message:
    'BACKUP_DIR is set, but the data is in PostgreSQL (DATABASE_URL): the server writes no backups there. Back PostgreSQL up with its own tools (pg_dump or WAL archiving).',
};

/** The warning when scheduled backups are asked for where the server cannot write them, else none. */
export function backupWarnings(config: { backup?: unknown; databaseUrl?: string }): ConfigurationWarning[] {
  return config.backup && config.databaseUrl ? [backupsNotWrittenWarning] : [];
}
