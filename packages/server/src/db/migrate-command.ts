import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseFileName, openDatabase } from './database.ts';
import { migrations as releaseMigrations } from './migrations.ts';
import { migrationStatus, type MigrationStatus } from './schema-migrations.ts';

export const migrateUsage = `  migrate                  apply pending schema migrations (the server also does at start)
  migrate --status         show the database's schema version, applied and pending migrations
                           (both on the PostgreSQL database at DATABASE_URL when it is set)`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** The status, read-only (nothing is created or migrated), or `null` when there is no database yet. */
function readStatus(file: string, migrations: readonly string[]): MigrationStatus | null {
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return migrationStatus(db, migrations);
  } finally {
    db.close();
  }
}

/** Prints a database's migration status (`name` says which database); exit code 1 when it is newer than this release. */
export function printStatus(name: string, status: MigrationStatus | null, migrations: readonly string[], io: Output): number {
  if (!status) {
    io.out(`No database at ${name} yet: all ${migrations.length} migrations pending (the first start applies them).`);
    return 0;
  }
  io.out(`Database ${name}: schema version ${status.databaseVersion}; this release has ${status.codeVersion} migrations.`);
  for (const migration of status.migrations) {
    const when = migration.state === 'pending' ? '' : (migration.appliedAt ?? 'time not recorded');
    const note = migration.changed ? '  (its SQL differs from this release: a shipped migration was edited)' : '';
    io.out(`  ${String(migration.version).padStart(3)}  ${migration.state.padEnd(8)} ${when}${note}`.trimEnd());
  }
  const pending = status.migrations.filter((migration) => migration.state === 'pending').length;
  if (status.databaseVersion > status.codeVersion) {
    io.err(
      `The database is newer than this release (${status.databaseVersion} > ${status.codeVersion}): this release refuses to start on it.`,
    );
    return 1;
  }
  io.out(pending === 0 ? 'Up to date.' : `${pending} pending: applied at the next start, or by \`npm run admin -- migrate\`.`);
  return 0;
}

/** `npm run admin -- migrate [--status]` for the database in `dataDir`; returns the exit code. */
export function runMigrateCommand(
  args: readonly string[],
  dataDir: string,
  io: Output,
  migrations: readonly string[] = releaseMigrations,
): number {
  const file = join(dataDir, databaseFileName);
  if (args.length === 1 && args[0] === '--status') return printStatus(file, readStatus(file, migrations), migrations, io);
  if (args.length > 0) {
    io.err(`Unknown option: ${args.join(' ')}\n${migrateUsage}`);
    return 2;
  }
  const before = readStatus(file, migrations);
  openDatabase(dataDir, migrations).close();
  const applied = migrations.length - (before?.databaseVersion ?? 0);
  io.out(
    applied === 0
      ? `Up to date at schema version ${migrations.length}.`
      : `Applied ${applied} migration(s); schema version ${migrations.length}.`,
  );
  return 0;
}
