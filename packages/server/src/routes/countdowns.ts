import { Hono, type MiddlewareHandler } from 'hono';
import { newCountdownSchema, missingCountdownFieldsMessage, type AuthSession, type Countdown, type CountdownChange } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { CountdownsRepo } from '../db/countdowns-repo.ts';
import type { CountdownFeed } from '../events/countdown-feed.ts';
import type { LeadEvents } from '../events/lead-events.ts';
import { feedEvent, sseEvent, type SseHub } from '../events/sse-hub.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-guards.ts';

export interface CountdownRoutesDeps {
  db: Db;
  countdowns: CountdownsRepo;
  feed: CountdownFeed;
  hub: SseHub;
  requireOperator: MiddlewareHandler<AppEnv>;
  /** The fresh operator session of a request and its token, if any (streams carry rows only for operators). */
  sessionOf: (c: Parameters<MiddlewareHandler>[0]) => { session: AuthSession; token: string } | null;
  /** Whether a session token is still valid (not signed out, not replaced, not expired). */
  sessionValid: (token: string) => boolean;
  now: () => number;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  heartbeatMs: number;
  /** Anonymous streams end after this long; the browser reconnects with `Last-Event-ID` and misses nothing. */
  anonymousStreamMs: number;
  /** Lead changes, sent to operator streams only as `lead` events (no id: they are not replayed). */
  leadEvents?: LeadEvents;
}

/** A row the database refused (CHECK, NOT NULL, UNIQUE, a trigger): the input's fault, so 422, not 500. */
function isConstraintError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/** Countdown reads, operator writes, and the live change stream. */
export function countdownRoutes(deps: CountdownRoutesDeps): Hono<AppEnv> {
  const { db, countdowns, feed, hub, requireOperator, now } = deps;
  const routes = new Hono<AppEnv>();

  /** Runs a mutation and logs its change in one transaction, then notifies subscribers. */
  function mutate(type: CountdownChange['type'], run: () => Countdown | null): Countdown | null {
    const entry = db
      .transaction(() => {
        const countdown = run();
        return countdown ? feed.record(type, countdown) : null;
      })
      .immediate();
    if (!entry) return null;
    feed.publish(entry);
    return entry.change.countdown as Countdown;
  }

  routes.get('/active', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ countdown: countdowns.active() });
  });

  routes.get('/events', (c) => {
    const address = deps.clientIp(c);
    const admitted = hub.admit(address);
    if (admitted !== 'ok') {
      c.header('Retry-After', '30');
      return admitted === 'client_limit'
        ? apiError(c, 429, 'rate_limited', 'Too many open event streams from this address')
        : apiError(c, 503, 'unavailable', 'Too many open event streams, please try again later');
    }
    const current = deps.sessionOf(c);
    const withRows = current !== null;
    // Rows go out only while the session is valid (ASVS 7.4.1): sign-out closes the stream at once
    // (owner), a session ended by another process (password reset) at the next event or heartbeat.
    const alive = current ? () => deps.sessionValid(current.token) : undefined;
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    let unsubscribe = () => {};
    return hub.stream({
      heartbeatMs: deps.heartbeatMs,
      closeAfterMs: current ? current.session.expiresAt - now() : deps.anonymousStreamMs,
      owner: current?.token,
      address,
      alive,
      open(client) {
        // Replay and subscribe in one synchronous step: no change can slip in between.
        const since = lastEventId !== undefined && /^\d+$/.test(lastEventId) ? Number(lastEventId) : undefined;
        if (since === undefined) {
          client.send(sseEvent('ready', { seq: feed.latestSeq() }, feed.latestSeq()));
        } else {
          const missed = feed.since(since);
          if (missed === 'gap') client.send(sseEvent('change', { type: 'RESYNC' }, feed.latestSeq()));
          else for (const entry of missed) client.send(feedEvent(entry, withRows));
        }
        const unsubscribeFeed = feed.subscribe((entry) => {
          if (alive && !alive()) client.close();
          else client.send(feedEvent(entry, withRows));
        });
        const unsubscribeLeads = alive
          ? deps.leadEvents?.subscribe((change) => {
              if (!alive()) client.close();
              else client.send(sseEvent('lead', change));
            })
          : undefined;
        unsubscribe = () => {
          unsubscribeFeed();
          unsubscribeLeads?.();
        };
      },
      cleanup: () => unsubscribe(),
    });
  });

  routes.get('/', requireOperator, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ countdowns: countdowns.list() });
  });

  routes.post('/', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = newCountdownSchema.safeParse(body.value ?? {});
    if (!input.success) {
      const message = input.error.issues[0]?.message ?? missingCountdownFieldsMessage;
      const code = message === missingCountdownFieldsMessage ? 'missing_fields' : 'validation_failed';
      return apiError(c, 422, code, message);
    }
    try {
      const countdown = mutate('INSERT', () => countdowns.create(input.data));
      return c.json({ countdown }, 201);
    } catch (error) {
      if (isConstraintError(error)) return apiError(c, 422, 'validation_failed', 'The countdown was refused by a database rule');
      throw error;
    }
  });

  routes.post('/:id/toggle', requireOperator, (c) => {
    const countdown = mutate('UPDATE', () => countdowns.toggle(c.req.param('id')));
    return countdown ? c.json({ countdown }) : apiError(c, 404, 'not_found', 'Countdown not found');
  });

  routes.delete('/:id', requireOperator, (c) => {
    const countdown = mutate('DELETE', () => countdowns.remove(c.req.param('id')));
    return countdown ? c.body(null, 204) : apiError(c, 404, 'not_found', 'Countdown not found');
  });

  return routes;
}
