import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Db } from '../db/database.ts';
import { connectionDrain } from './connection-drain.ts';
import type { Logger } from './logger.ts';

/** SIGTERM to exit: at most this long (systemd's `TimeoutStopSec` in deploy/ is above it). */
export const shutdownGraceMs = 10_000;
/**
 * How long an idle keep-alive connection stays open: past the idle time of the clients that reuse
 * them (Caddy's upstream pool keeps a connection 2 minutes, browsers and Playwright's request
 * context reuse theirs), so a client never writes its next request into a socket the server is
 * closing at that moment (Node's default of 5 s made that race: a reset POST). The shutdown below
 * closes idle connections at once, so a long timeout never holds an exit.
 */
export const keepAliveTimeoutMs = 130_000;
/** What is left of the grace for the steps after the HTTP server closed (outbox, checkpoint, close). */
const afterHttpMs = 1_500;

export interface ShutdownParts {
  http: Server;
  app: {
    endStreams(): void;
    flushWrites(): Promise<void>;
    /** The outbox and scheduled backups; resolves once what is in flight is answered (or, after `graceMs`, abandoned) and recorded. */
    stopBackground(options?: { graceMs?: number }): Promise<void>;
    close(): void;
  };
  /** SQLite: its WAL is checkpointed and it is closed last. */
  db?: Db;
  /** PostgreSQL: the pool and the live-events connection are closed last. */
  engine?: { close(): Promise<void> };
  logger: Logger;
  /** Runs last (releases the `DATA_DIR` lock). */
  release?: () => void;
  exit?: (code: number) => void;
}

/**
 * The graceful shutdown for SIGTERM and SIGINT: accept what the kernel has queued, then stop accepting
 * connections (so none is reset: each is answered, or refused by the closed port); every answer from now on
 * closes its connection (so no keep-alive client sends a request into a closing socket); end the event
 * streams with a `retry:` hint; finish the requests in flight (after the grace, cut what is left);
 * commit the group-committed writes still queued; stop the outbox and backups; checkpoint and truncate
 * the WAL; close the database; exit 0 (1 if the HTTP server failed to close) within {@link shutdownGraceMs}.
 */
export function gracefulShutdown({
  http,
  app,
  db,
  engine,
  logger,
  release,
  exit = (code) => process.exit(code),
}: ShutdownParts): (signal: NodeJS.Signals) => void {
  const connections = connectionDrain(http);
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    logger.info({ signal }, 'shutting down');
    http.prependListener('request', (_request, response) => {
      response.shouldKeepAlive = false;
    });
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over, closing the remaining connections');
      http.closeAllConnections();
    }, shutdownGraceMs - afterHttpMs);
    // Keep-alive connections become idle once their request is answered: close them then.
    const reapIdle = setInterval(() => connections.closeIdle(), 50);
    // Not `http.close()`: it would close the connections just accepted, their requests unread, as idle.
    connections.stopAccepting(() =>
      NetServer.prototype.close.call(http, (error?: Error) => {
        clearInterval(reapIdle);
        clearTimeout(force);
        const left = Math.max(0, shutdownGraceMs - 500 - elapsed());
        const deadline = new Promise<void>((resolve) => setTimeout(resolve, left).unref());
        // An outbox request still unanswered when the grace ends is recorded as such (sent again at the next start).
        const background = app
          .flushWrites()
          .catch(() => {})
          .then(() => app.stopBackground({ graceMs: Math.max(0, left - 500) }));
        void Promise.race([background, deadline]).finally(async () => {
          app.close();
          if (db) {
            try {
              db.pragma('wal_checkpoint(TRUNCATE)');
            } catch (checkpointError) {
              logger.error({ error: { message: String(checkpointError) } }, 'WAL checkpoint failed');
            }
            db.close();
          }
          await engine
            ?.close()
            .catch((closeError: unknown) => logger.error({ error: { message: String(closeError) } }, 'Closing the database failed'));
          release?.();
          if (error) logger.error({ error: { message: error.message } }, 'HTTP server did not close cleanly');
          logger.info({ durationMs: Math.round(elapsed()) }, 'shut down');
          exit(error ? 1 : 0);
        });
      }),
    );
    app.endStreams();
    connections.closeIdle();
  };
}
