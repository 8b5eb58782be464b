import { accessSync, constants, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { hasMetricsToken, type Metrics } from './metrics.ts';

export type CheckStatus = 'ok' | 'failed';

/** What a server checks before it takes writes: the disk only where the database is a file on it. */
export interface Readiness {
  ready: boolean;
  checks: { database: CheckStatus; migrations: CheckStatus; disk?: CheckStatus };
}

export interface ReadinessDeps {
  /** The server's connection; its file and that file's directory must be writable. */
  db: Db;
  /** Migrations this server knows; the database must be at exactly this version. */
  migrationCount: number;
  /** `MIN_FREE_DISK_MB` in bytes: below it the server is not ready (writes would soon fail). */
  minFreeBytes: number;
  /** Free bytes for an unprivileged writer on the file system of `dir` (tests pass their own). */
  freeBytes?: (dir: string) => number;
}

const statfsFree = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

const pageSize = (db: Db) => db.pragma('page_size', { simple: true }) as number;

/** Bytes the database may still take within its own limit (`max_page_count`): pages it may add, and free pages it has. */
const databaseRoom = (db: Db) => {
  const pages = (pragma: string) => db.pragma(pragma, { simple: true }) as number;
  return (pages('max_page_count') - pages('page_count') + pages('freelist_count')) * pageSize(db);
};

const check = (probe: () => boolean): CheckStatus => {
  try {
    return probe() ? 'ok' : 'failed';
  } catch {
    return 'failed';
  }
};

/**
 * Checks whether the server can take writes: the database writable, its schema current, the disk not full
 * (at least `minFreeBytes`, and at least one page, free on its file system and within SQLite's own limit).
 */
export function readinessCheck({ db, migrationCount, minFreeBytes, freeBytes = statfsFree }: ReadinessDeps): () => Readiness {
  const dataDir = dirname(db.name);
  return () => {
    const checks = {
      database: check(() => {
        accessSync(dataDir, constants.W_OK);
        accessSync(db.name, constants.W_OK);
        // Takes the write lock and lets it go: a read-only or locked-up database fails here.
        if (!db.inTransaction) {
          db.exec('BEGIN IMMEDIATE');
          db.exec('ROLLBACK');
        }
        return true;
      }),
      migrations: check(() => db.pragma('user_version', { simple: true }) === migrationCount),
      disk: check(() => Math.min(freeBytes(dataDir), databaseRoom(db)) >= Math.max(minFreeBytes, pageSize(db))),
    };
    return { ready: Object.values(checks).every((status) => status === 'ok'), checks };
  };
}

export interface OpsEndpointsDeps {
  readiness: () => Readiness | Promise<Readiness>;
  metrics?: Metrics;
  metricsToken?: string;
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `GET /healthz` (the process answers), `GET /readyz` (503 unless ready) and `GET /metrics` (only
 * with `Authorization: Bearer $METRICS_TOKEN`). Statuses only, never cached. The first middleware
 * after the request log: before the host check and the rate limits, so a probe on 127.0.0.1 reaches
 * them. `/metrics` without the token passes on to the rest of the app and gets exactly what any
 * unknown path gets (no oracle).
 */
export function opsEndpoints({ readiness, metrics, metricsToken }: OpsEndpointsDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    switch (c.req.path) {
      case '/healthz':
        return c.json({ status: 'ok' }, 200, noStore);
      case '/readyz': {
        const { ready, checks } = await readiness();
        return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503, noStore);
      }
      case '/metrics': {
        if (!metrics || !hasMetricsToken(c, metricsToken)) return next();
        const { body, contentType } = await metrics.render();
        return c.body(body, 200, { ...noStore, 'Content-Type': contentType });
      }
      default:
        return next();
    }
  };
}
