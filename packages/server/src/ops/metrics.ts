import { createHash, timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Context } from 'hono';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestRecord } from './request-log.ts';

/** One destination of the durable outbox (Airtable today; mail and webhooks plug in the same way). */
export interface QueueStat {
  destination: string;
  /** Deliveries waiting (not yet sent, not given up). */
  depth: number;
  /** Age of the oldest waiting delivery; 0 when none waits. */
  oldestAgeSeconds: number;
}

export interface MetricsSources {
  /** The outbox per destination, read at each scrape. */
  queueStats: () => QueueStat[];
  /** Open event streams. */
  subscribers: () => number;
  /** The SQLite file; its size and its WAL's are reported. */
  databaseFile: string;
}

export interface Metrics {
  onRequest(record: RequestRecord): void;
  onSubmission(kind: string): void;
  /** A refused sign-in: wrong credentials, or throttled. */
  onSignInFailure(reason: 'invalid_credentials' | 'throttled'): void;
  /** The Prometheus text exposition. */
  render(): Promise<{ body: string; contentType: string }>;
  stop(): void;
}

const fileSize = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

const usualMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request method as a label: the usual verbs as they are, any other `other`, so clients cannot mint series. */
export const methodLabel = (method: string): string => (usualMethods.has(method) ? method : 'other');

/** The server's Prometheus metrics, in a registry of their own (several apps may run in one test process). */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'zk_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'zk_http_request_duration_seconds',
    help: 'Time to the first byte of the answer, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const submissions = new Counter({
    name: 'zk_submissions_total',
    help: 'Contact inquiries and waitlist entries stored',
    labelNames: ['kind'],
    registers,
  });
  const signInFailures = new Counter({
    name: 'zk_sign_in_failures_total',
    help: 'Sign-ins refused, by reason',
    labelNames: ['reason'],
    registers,
  });
  new Gauge({
    name: 'zk_queue_depth',
    help: 'Outbox deliveries waiting, per destination',
    labelNames: ['destination'],
    registers,
    collect() {
      this.reset();
      for (const stat of sources.queueStats()) this.set({ destination: stat.destination }, stat.depth);
    },
  });
  new Gauge({
    name: 'zk_queue_oldest_pending_age_seconds',
    help: 'Age of the oldest waiting outbox delivery, per destination',
    labelNames: ['destination'],
    registers,
    collect() {
      this.reset();
      for (const stat of sources.queueStats()) this.set({ destination: stat.destination }, stat.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'zk_event_stream_subscribers',
    help: 'Open server-sent event streams',
    registers,
    collect() {
      this.set(sources.subscribers());
    },
  });
  new Gauge({
    name: 'zk_database_size_bytes',
    help: 'Size of the SQLite database file and of its write-ahead log',
    labelNames: ['file'],
    registers,
    collect() {
      this.set({ file: 'database' }, fileSize(sources.databaseFile));
      this.set({ file: 'wal' }, fileSize(`${sources.databaseFile}-wal`));
    },
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  new Gauge({
    name: 'zk_event_loop_delay_seconds',
    help: 'Event-loop delay since the previous scrape (quantile 1 is the maximum)',
    labelNames: ['quantile'],
    registers,
    collect() {
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
      this.set({ quantile: '0.5' }, seconds(loop.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(loop.percentile(99)));
      this.set({ quantile: '1' }, seconds(loop.max));
      loop.reset();
    },
  });

  return {
    onRequest({ method: raw, route, status, durationMs }) {
      const method = methodLabel(raw);
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, durationMs / 1000);
    },
    onSubmission: (kind) => submissions.inc({ kind }),
    onSignInFailure: (reason) => signInFailures.inc({ reason }),
    render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
    stop: () => loop.disable(),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request carries `Authorization: Bearer <token>` with the configured token (compared in
 * constant time; the scheme in any letter case, RFC 9110 section 11.1). Without a configured token nobody is.
 */
export function hasMetricsToken(c: Context, token: string | undefined): boolean {
  if (!token) return false;
  const presented = /^bearer +(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
