import type { Engine, OpenEngineOptions } from './engine-types.ts';

export type { Engine, EngineKind, EngineMigrations, EngineSql, OpenEngineOptions, OutboxClaims } from './engine-types.ts';

/** Where the data lives: PostgreSQL at `DATABASE_URL` when it is set, otherwise SQLite in `DATA_DIR`. */
export type EngineTarget = { databaseUrl: string } | { dataDir: string };

/**
 * Opens the store and brings its schema up to date (a database from a newer release is refused with
 * `SchemaTooNewError`). A `DATABASE_URL` that is not a PostgreSQL URL, or a server that cannot be
 * reached, is refused with a message naming `DATABASE_URL`, its password masked.
 */
export async function openEngine(target: EngineTarget, options: OpenEngineOptions = {}): Promise<Engine> {
  if ('databaseUrl' in target) {
    const { openPostgresEngine } = await import('./postgres-engine.ts');
    return openPostgresEngine(target.databaseUrl, options);
  }
  const { openSqliteEngine } = await import('./sqlite-engine.ts');
  return openSqliteEngine(target.dataDir);
}
