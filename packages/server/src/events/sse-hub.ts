import type { FeedEntry } from './countdown-feed.ts';

export interface SseClient {
  send(text: string): void;
  close(): void;
}

export interface SseStreamOptions {
  /** Writes the initial events (replay) before live ones; runs synchronously on open. */
  open(client: SseClient): void;
  /** Stops live delivery for this client. */
  cleanup(): void;
  heartbeatMs: number;
  /** Closes the stream after this many milliseconds (e.g. when the session behind it expires). */
  closeAfterMs?: number;
  /** The session the stream was opened with: {@link SseHub.closeOwner} ends its streams. */
  owner?: string;
  /** Checked at each heartbeat; the stream ends once it answers false (e.g. a session ended elsewhere). */
  alive?: () => boolean;
}

const encoder = new TextEncoder();

/** Formats one server-sent event. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function feedEvent(entry: FeedEntry, withRows: boolean): string {
  const data = withRows ? entry.change : { type: 'CHANGED' };
  return sseEvent('change', data, entry.seq);
}

/** Tracks open event streams so a shutdown can end them all. */
export class SseHub {
  readonly #clients = new Set<SseClient>();
  readonly #owners = new Map<SseClient, string>();
  #closed = false;

  get size(): number {
    return this.#clients.size;
  }

  /** A streaming `Response` for one subscriber; heartbeats keep proxies from timing it out. */
  stream(options: SseStreamOptions): Response {
    let client: SseClient | undefined;
    let timers: Array<ReturnType<typeof setTimeout>> = [];
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      options.cleanup();
      if (client) {
        this.#clients.delete(client);
        this.#owners.delete(client);
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
        if (options.owner !== undefined) this.#owners.set(client, options.owner);
        const current = client;
        current.send('retry: 2000\n\n');
        options.open(current);
        timers.push(
          setInterval(() => {
            if (options.alive && !options.alive()) current.close();
            else current.send(': heartbeat\n\n');
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

  /** Ends every open stream and refuses new ones. */
  closeAll(): void {
    this.#closed = true;
    for (const client of [...this.#clients]) client.close();
  }
}
