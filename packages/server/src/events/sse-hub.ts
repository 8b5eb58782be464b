import { addressKey } from '../http/client-ip.ts';
import type { FeedEntry } from './countdown-feed.ts';

export interface SseClient {
  send(text: string): void;
  close(): void;
}

export interface SseStreamOptions {
  /** Starts the stream's events (replay, then live ones) when it opens. */
  open(client: SseClient): void;
  /** Stops live delivery for this client. */
  cleanup(): void;
  heartbeatMs: number;
  /** Closes the stream after this many milliseconds (e.g. when the session behind it expires). */
  closeAfterMs?: number;
  /** The session the stream was opened with: {@link SseHub.closeOwner} ends its streams. */
  owner?: string;
  /** Checked at each heartbeat; the stream ends once it answers false (e.g. a session ended elsewhere). */
  alive?: () => boolean | Promise<boolean>;
  /** The client address, counted against {@link SseLimits.perClient} under its {@link addressKey} (IPv6 by /64). */
  address?: string;
}

export interface SseLimits {
  /** Open streams per client address; beyond it, 429. */
  perClient: number;
  /** Open streams in all; beyond it, 503. */
  total: number;
}

export const defaultSseLimits: SseLimits = { perClient: 32, total: 1000 };

/** The reconnection delay a stream ended by a shutdown asks for: time for the server to come back. */
export const shutdownRetryMs = 5000;

const encoder = new TextEncoder();

/** Formats one server-sent event. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function feedEvent(entry: FeedEntry, withRows: boolean): string {
  const data = withRows ? entry.change : { type: 'CHANGED' };
  return sseEvent('change', data, entry.seq);
}

/** Tracks open event streams so a shutdown can end them all, and caps them (ASVS 2.4.1). */
export class SseHub {
  readonly #clients = new Set<SseClient>();
  readonly #owners = new Map<SseClient, string>();
  readonly #perAddress = new Map<string, number>();
  readonly #limits: SseLimits;
  #closed = false;

  constructor(limits: SseLimits = defaultSseLimits) {
    this.#limits = limits;
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Whether one more stream may open for this address: refused when the address or the server is at its cap. */
  admit(address: string): 'ok' | 'client_limit' | 'server_limit' {
    if (this.#clients.size >= this.#limits.total) return 'server_limit';
    if ((this.#perAddress.get(addressKey(address)) ?? 0) >= this.#limits.perClient) return 'client_limit';
    return 'ok';
  }

  #count(address: string | undefined, delta: 1 | -1) {
    if (address === undefined) return;
    const key = addressKey(address);
    const next = (this.#perAddress.get(key) ?? 0) + delta;
    if (next > 0) this.#perAddress.set(key, next);
    else this.#perAddress.delete(key);
  }

  /** A streaming `Response` for one subscriber; heartbeats keep proxies from timing it out. */
  stream(options: SseStreamOptions): Response {
    let client: SseClient | undefined;
    let timers: Array<ReturnType<typeof setTimeout>> = [];
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      options.cleanup();
      if (client && this.#clients.delete(client)) {
        this.#owners.delete(client);
        this.#count(options.address, -1);
      }
    };
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        let open = true;
        client = {
          send(text) {
            if (!open) return;
            try {
              controller.enqueue(encoder.encode(text));
            } catch {
              open = false;
              stop();
            }
          },
          close() {
            if (!open) return;
            open = false;
            stop();
            try {
              controller.close();
            } catch {
              // already closed by the peer
            }
          },
        };
        if (this.#closed) {
          client.close();
          return;
        }
        this.#clients.add(client);
        this.#count(options.address, 1);
        if (options.owner !== undefined) this.#owners.set(client, options.owner);
        const current = client;
        current.send('retry: 2000\n\n');
        options.open(current);
        timers.push(
          setInterval(() => {
            void Promise.resolve(options.alive?.() ?? true).then(
              (alive) => (alive ? current.send(': heartbeat\n\n') : current.close()),
              () => current.close(),
            );
          }, options.heartbeatMs),
        );
        if (options.closeAfterMs !== undefined) timers.push(setTimeout(() => current.close(), Math.max(0, options.closeAfterMs)));
      },
      cancel: () => {
        stop();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    });
  }

  /** Ends the streams opened with this owner (a session that signed out). */
  closeOwner(owner: string): void {
    for (const [client, key] of [...this.#owners]) if (key === owner) client.close();
  }

  /** Ends every open stream, each with a `retry:` hint for the browser's reconnection, and refuses new ones. */
  closeAll(): void {
    this.#closed = true;
    for (const client of [...this.#clients]) {
      client.send(`retry: ${shutdownRetryMs}\n\n`);
      client.close();
    }
  }
}
