import pg from 'pg';
import { liveListeners, type LiveChannel, type LiveEvents } from './live-events.ts';

export interface PostgresLiveEventsOptions {
  connectionString: string;
  /** Sends a notification (`pg_notify` through the pool, outside any transaction of the caller). */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  /** The listening connection was lost (it reconnects by itself) or a listener threw. */
  onError?: (error: unknown) => void;
  /** Waits before the first reconnection attempt; doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

const channelName = (channel: LiveChannel) => `zk_${channel}`;

/**
 * `LISTEN` on one dedicated connection (a pooled one would be handed to queries), opened on the first
 * `listen`. When that connection is lost it reconnects with backoff, listens again, and tells every
 * listener `null`: what was sent meanwhile is read from the database, not replayed.
 */
export function postgresLiveEvents(options: PostgresLiveEventsOptions): LiveEvents {
  const { connectionString, query, onError = () => {}, retryMs = 100, maxRetryMs = 5000 } = options;
  const listeners = liveListeners();
  const listening = new Set<LiveChannel>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ channel, payload }) => {
      const name = [...listening].find((candidate) => channelName(candidate) === channel);
      if (name) listeners.emit(name, payload ?? '', onError);
    });
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of listening) await next.query(`LISTEN ${channelName(channel)}`);
    return next;
  }

  function connect(): Promise<pg.Client> {
    connecting ??= open().then(
      (opened) => {
        connecting = null;
        if (closed) {
          void opened.end().catch(() => {});
          throw new Error('Live events are closed');
        }
        client = opened;
        return opened;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => {});
    if (!closed) reconnect(retryMs);
  }

  function reconnect(waitMs: number) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          for (const channel of listening) listeners.emit(channel, null, onError);
        },
        (error: unknown) => {
          onError(error);
          if (!closed) reconnect(Math.min(waitMs * 2, maxRetryMs));
        },
      );
    }, waitMs);
    retryTimer.unref?.();
  }

  return {
    async notify(channel, payload) {
      await query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    async listen(channel, listener) {
      const remove = listeners.add(channel, listener);
      if (!listening.has(channel)) {
        listening.add(channel);
        try {
          const current = client ?? (await connect());
          await current.query(`LISTEN ${channelName(channel)}`);
        } catch (error) {
          listening.delete(channel);
          remove();
          throw error;
        }
      }
      return remove;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
