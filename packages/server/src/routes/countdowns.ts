import { Hono, type MiddlewareHandler } from 'hono';
import { newCountdownSchema, missingCountdownFieldsMessage, type AuthSession, type Countdown, type CountdownChange } from '@zk/data';
import { isConstraintViolation } from '../db/engine/constraint-violation.ts';
import { countdownsStore, type CountdownsStore } from '../db/engine/countdowns-store.ts';
import type { Engine } from '../db/engine/engine.ts';
import { countdownFeedLock, type CountdownFeed, type FeedEntry } from '../events/countdown-feed.ts';
import type { LeadEvents } from '../events/lead-events.ts';
import { feedEvent, sseEvent, type SseClient, type SseHub } from '../events/sse-hub.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';

export interface CountdownRoutesDeps {
  engine: Engine;
  countdowns: CountdownsStore;
  feed: CountdownFeed;
  hub: SseHub;
  requireOperator: MiddlewareHandler<AppEnv>;
  /** The fresh operator session of a request and its token, if any (streams carry rows only for operators). */
  sessionOf: (c: Parameters<MiddlewareHandler>[0]) => Promise<{ session: AuthSession; token: string } | null>;
  /** Whether a session token is still valid (not signed out, not replaced, not expired). */
  sessionValid: (token: string) => Promise<boolean>;
  now: () => number;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  heartbeatMs: number;
  /** Anonymous streams end after this long; the browser reconnects with `Last-Event-ID` and misses nothing. */
  anonymousStreamMs: number;
  /** Lead changes, sent to operator streams only as `lead` events (no id: they are not replayed). */
  leadEvents?: LeadEvents;
}

/** Countdown reads, operator writes, and the live change stream. */
export function countdownRoutes(deps: CountdownRoutesDeps): Hono<AppEnv> {
  const { engine, countdowns, feed, hub, requireOperator, now } = deps;
  const routes = new Hono<AppEnv>();

  /** Runs a mutation and logs its change in one transaction, then notifies subscribers. */
  async function mutate(
    type: CountdownChange['type'],
    run: (store: CountdownsStore) => Promise<Countdown | null>,
  ): Promise<Countdown | null> {
    const entry = await engine.db.transaction().execute(async (trx) => {
      await engine.sql.transactionLock(trx, countdownFeedLock);
      const countdown = await run(countdownsStore({ db: trx, sql: engine.sql }, now));
      return countdown ? feed.record(trx, type, countdown) : null;
    });
    if (!entry) return null;
    feed.publish(entry);
    return entry.change.countdown as Countdown;
  }

  /** What a stream opened after change `since` (or fresh) starts with, and the last change that covers. */
  async function replay(since: number | undefined, withRows: boolean): Promise<{ events: string[]; upTo: number }> {
    if (since !== undefined) {
      const missed = await feed.since(since);
      if (missed !== 'gap') return { events: missed.map((entry) => feedEvent(entry, withRows)), upTo: missed.at(-1)?.seq ?? since };
    }
    const latest = await feed.latestSeq();
    return {
      events: [since === undefined ? sseEvent('ready', { seq: latest }, latest) : sseEvent('change', { type: 'RESYNC' }, latest)],
      upTo: latest,
    };
  }

  routes.get('/active', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ countdown: await countdowns.active() });
  });

  routes.get('/events', async (c) => {
    const current = await deps.sessionOf(c);
    const address = deps.clientIp(c);
    const admitted = hub.admit(address);
    if (admitted !== 'ok') {
      c.header('Retry-After', '30');
      return admitted === 'client_limit'
        ? apiError(c, 429, 'rate_limited', 'Too many open event streams from this address')
        : apiError(c, 503, 'unavailable', 'Too many open event streams, please try again later');
    }
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
        // Live changes are held until the replay is written, then sent after it, each once, in order.
        const since = lastEventId !== undefined && /^\d+$/.test(lastEventId) ? Number(lastEventId) : undefined;
        const send = inOrder(client, alive);
        let held: FeedEntry[] | undefined = [];
        let sentUpTo = 0;
        const deliver = (entry: FeedEntry) => {
          if (entry.seq <= sentUpTo) return;
          sentUpTo = entry.seq;
          send(feedEvent(entry, withRows));
        };
        const unsubscribeFeed = feed.subscribe((entry) => (held ? held.push(entry) : deliver(entry)));
        const unsubscribeLeads = alive ? deps.leadEvents?.subscribe((change) => send(sseEvent('lead', change))) : undefined;
        unsubscribe = () => {
          unsubscribeFeed();
          unsubscribeLeads?.();
        };
        void replay(since, withRows).then(
          ({ events, upTo }) => {
            send(...events);
            const waiting = held ?? [];
            held = undefined;
            sentUpTo = upTo;
            waiting.forEach(deliver);
          },
          () => client.close(),
        );
      },
      cleanup: () => unsubscribe(),
    });
  });

  routes.get('/', requireOperator, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ countdowns: await countdowns.list() });
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
      const countdown = await mutate('INSERT', (store) => store.create(input.data));
      return c.json({ countdown }, 201);
    } catch (error) {
      if (isConstraintViolation(error)) return apiError(c, 422, 'validation_failed', 'The countdown was refused by a database rule');
      throw error;
    }
  });

  routes.post('/:id/toggle', requireOperator, async (c) => {
    const countdown = await mutate('UPDATE', (store) => store.toggle(c.req.param('id')));
    return countdown ? c.json({ countdown }) : apiError(c, 404, 'not_found', 'Countdown not found');
  });

  routes.delete('/:id', requireOperator, async (c) => {
    const countdown = await mutate('DELETE', (store) => store.remove(c.req.param('id')));
    return countdown ? c.body(null, 204) : apiError(c, 404, 'not_found', 'Countdown not found');
  });

  return routes;
}

/**
 * Sends a stream's events in the order they come; with `alive` (an operator's stream), each only while
 * the session is valid, else the stream ends.
 */
function inOrder(client: SseClient, alive: (() => Promise<boolean>) | undefined): (...events: string[]) => void {
  let queue = Promise.resolve();
  return (...events) => {
    queue = queue
      .then(async () => {
        if (alive && !(await alive())) return client.close();
        for (const event of events) client.send(event);
      })
      .catch(() => client.close());
  };
}
