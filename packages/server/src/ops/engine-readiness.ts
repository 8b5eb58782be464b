import { sql } from 'kysely';
import type { Engine } from '../db/engine/engine.ts';
import type { CheckStatus, Readiness } from './health.ts';

export interface EngineReadinessDeps {
  /** Answers when the database takes a query. */
  ping: () => Promise<unknown>;
  /** The schema's version against this release's. */
  versions: () => Promise<{ databaseVersion: number; codeVersion: number }>;
  /** How long a check may take before it counts as failed: a database that hangs is not ready. */
  timeoutMs: number;
}

const within = async (timeoutMs: number, probe: () => Promise<boolean>): Promise<CheckStatus> => {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return (await Promise.race([probe(), timedOut])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Readiness on a database server (`DATABASE_URL`): it answers a query, and its schema is this release's.
 * There is no local disk to check; the database server's is its operator's (or provider's) to watch.
 */
export function engineReadiness({ ping, versions, timeoutMs }: EngineReadinessDeps): () => Promise<Readiness> {
  return async () => {
    const [database, migrations] = await Promise.all([
      within(timeoutMs, async () => (await ping(), true)),
      within(timeoutMs, async () => {
        const { databaseVersion, codeVersion } = await versions();
        return databaseVersion === codeVersion;
      }),
    ]);
    return { ready: database === 'ok' && migrations === 'ok', checks: { database, migrations } };
  };
}

/** `engineReadiness` on an engine's own pool and migration record. */
export function engineReadinessOf(engine: Engine, timeoutMs = 2_000): () => Promise<Readiness> {
  return engineReadiness({ ping: () => sql`SELECT 1`.execute(engine.db), versions: () => engine.migrations.status(), timeoutMs });
}
