import { createHash, timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Context } from 'hono';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestRecord } from './request-log.ts';

/** One destination of the durable outbox (Airtable today; mail and webhooks plug in the same way). */
export interface QueueStat {
  destination: string;
  /** Deliveries waiting (not yet sent, not given up). */
  depth: number;
  /** Deliveries given up on and waiting for the operator (dead-lettered; `/api/outbox?status=failed`). */
  failed: number;
  /** Age of the oldest waiting delivery; 0 when none waits. */
  oldestAgeSeconds: number;
}

export interface MetricsSources {
  /** The outbox per destination, read once at each scrape. */
  queueStats: () => QueueStat[] | Promise<QueueStat[]>;
  /** Open event streams. */
  subscribers: () => number;
  /** The SQLite file; its size and its WAL's are reported (none with `DATABASE_URL`: the database server reports its own). */
  databaseFile?: string;
}

export interface Metrics {
  onRequest(record: RequestRecord): void;
  onSubmission(kind: 'contact' | 'waitlist'): void;
  /** What the outbox recorded for one item of a request to `destination`. */
  onDelivery(destination: string, outcome: DeliveryOutcome): void;
  /** A refused sign-in: wrong credentials, or throttled. */
  onSignInFailure(reason: 'invalid_credentials' | 'throttled'): void;
  /** The Prometheus text exposition. */
  render(): Promise<{ body: string; contentType: string }>;
  stop(): void;
}

export type DeliveryOutcome = 'sent' | 'retried' | 'failed';
const deliveryOutcomes: readonly DeliveryOutcome[] = ['sent', 'retried', 'failed'];

/** How often the event loop's delay is sampled: a timer due every this many milliseconds, and how late it fires. */
const loopSampleMs = 100;

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

/**
 * The server's Prometheus metrics, in a registry of their own (several apps may run in one test process).
 * Following Prometheus's advice against missing series, every counter series whose labels are known in
 * advance (sign-in failure reasons, form kinds, each outbox destination's outcomes) is exported with 0
 * from the start, so `rate()` and `increase()` see the first event.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  let queues: QueueStat[] = [];
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
  for (const reason of ['invalid_credentials', 'throttled']) signInFailures.inc({ reason }, 0);
  for (const kind of ['contact', 'waitlist']) submissions.inc({ kind }, 0);
  const deliveries = new Counter({
    name: 'zk_outbox_deliveries_total',
    help: 'Outbox items recorded after a request, per destination: sent, retried (put back to try again) or failed (given to the operator)',
    labelNames: ['destination', 'outcome'],
    registers,
    collect() {
      for (const { destination } of queues) for (const outcome of deliveryOutcomes) this.inc({ destination, outcome }, 0);
    },
  });
  new Gauge({
    name: 'zk_queue_failed_items',
    help: 'Outbox items failed and waiting for the operator (dead-lettered), per destination',
    labelNames: ['destination'],
    registers,
    collect() {
      this.reset();
      for (const stat of queues) this.set({ destination: stat.destination }, stat.failed);
    },
  });
  new Gauge({
    name: 'zk_queue_depth',
    help: 'Outbox deliveries waiting, per destination',
    labelNames: ['destination'],
    registers,
    collect() {
      this.reset();
      for (const stat of queues) this.set({ destination: stat.destination }, stat.depth);
    },
  });
  new Gauge({
    name: 'zk_queue_oldest_pending_age_seconds',
    help: 'Age of the oldest waiting outbox delivery, per destination',
    labelNames: ['destination'],
    registers,
    collect() {
      this.reset();
      for (const stat of queues) this.set({ destination: stat.destination }, stat.oldestAgeSeconds);
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
      if (sources.databaseFile === undefined) return;
      this.set({ file: 'database' }, fileSize(sources.databaseFile));
      this.set({ file: 'wal' }, fileSize(`${sources.databaseFile}-wal`));
    },
  });
  const loopDelay = new Histogram({
    name: 'zk_event_loop_delay_seconds',
    help: `Event-loop delay: how late a timer due every ${loopSampleMs} ms fired, sampled since the start`,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  let loopTimer: ReturnType<typeof setTimeout> | undefined;
  const sampleLoop = (due: number) => {
    loopTimer = setTimeout(() => {
      const at = performance.now();
      loopDelay.observe(Math.max(0, at - due) / 1000);
      sampleLoop(at + loopSampleMs);
    }, loopSampleMs);
    loopTimer.unref();
  };
  sampleLoop(performance.now() + loopSampleMs);

  return {
    onRequest({ method: raw, route, status, durationMs }) {
      const method = methodLabel(raw);
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, durationMs / 1000);
    },
    onSubmission: (kind) => submissions.inc({ kind }),
    onDelivery: (destination, outcome) => deliveries.inc({ destination, outcome }),
    onSignInFailure: (reason) => signInFailures.inc({ reason }),
    async render() {
      queues = await sources.queueStats();
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
    stop: () => clearTimeout(loopTimer),
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
