import { parseDatabaseUrl } from '@zk/config';
import { printStatus, type Output } from '../migrate-command.ts';
import { openPostgresEngine } from './postgres-engine.ts';
import { postgresMigrations } from './postgres-migrations.ts';

/** `npm run admin -- migrate [--status]` with `DATABASE_URL` set: the same command on PostgreSQL; returns the exit code. */
export async function runPostgresMigrateCommand(args: readonly string[], databaseUrl: string, io: Output): Promise<number> {
  const { display } = parseDatabaseUrl(databaseUrl);
  const status = args.length === 1 && args[0] === '--status';
  const engine = await openPostgresEngine(databaseUrl, { migrate: false });
  try {
    if (status) return printStatus(`${display} (PostgreSQL)`, await engine.migrations.status(), postgresMigrations, io);
    const applied = await engine.migrations.migrate();
    io.out(
      applied.length === 0
        ? `Up to date at schema version ${postgresMigrations.length}.`
        : `Applied ${applied.length} migration(s); schema version ${postgresMigrations.length}.`,
    );
    return 0;
  } finally {
    await engine.close();
  }
}
