import { loadConfig, parseDatabaseUrl } from '@zk/config';
import type { CliIo } from '../../cli-io.ts';
import { acquireDataDirLock } from '../../ops/data-dir-lock.ts';
import { openDatabase } from '../database.ts';
import { copyToPostgres } from './copy-to-postgres.ts';
import { openPostgresEngine } from './postgres-engine.ts';

export const copyUsage = `  copy-to-postgres         copy the SQLite database in DATA_DIR into the empty PostgreSQL database at
                           DATABASE_URL (only while no server runs on DATA_DIR)`;

/** `npm run admin -- copy-to-postgres`: both databases brought to this release's schema, then every row copied; the exit code. */
export async function copyToPostgresCommand(io: CliIo): Promise<number> {
  try {
    const { dataDir, databaseUrl } = loadConfig(io.env);
    if (!databaseUrl) {
      io.err('copy-to-postgres needs DATABASE_URL: the PostgreSQL database to copy into (postgres://user:password@host:5432/database)');
      return 2;
    }
    const lock = acquireDataDirLock(dataDir);
    if (!lock) {
      io.err(`A server is running on ${dataDir} (or a restore is): stop it first, so that nothing changes while it is copied`);
      return 1;
    }
    try {
      const source = openDatabase(dataDir);
      try {
        const target = await openPostgresEngine(databaseUrl);
        try {
          const report = await copyToPostgres(source, target);
          for (const { table, rows } of report.tables) io.out(`  ${table.padEnd(22)} ${rows}`);
          const total = report.tables.reduce((sum, { rows }) => sum + rows, 0);
          io.out(`Copied ${total} rows from ${source.name} to ${parseDatabaseUrl(databaseUrl).display}.`);
          return 0;
        } finally {
          await target.close();
        }
      } finally {
        source.close();
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
