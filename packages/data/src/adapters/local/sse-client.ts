import type { FetchLike } from './http-client.ts';

export interface SseMessage {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseSubscription {
  url: string;
  fetch: FetchLike;
  onMessage(message: SseMessage): void;
  /** Reconnect delays in ms, last one repeated (SPEC section 9: 1, 2, 5, 10 s). */
  backoffMs?: readonly number[];
}

/**
 * A server-sent-events client over `fetch` (works in browsers and in Node): reconnects with back-off
 * and sends `Last-Event-ID`, so the server replays what was missed. Returns the unsubscribe.
 */
export function subscribeSse({ url, fetch, onMessage, backoffMs = [1000, 2000, 5000, 10000] }: SseSubscription): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;

  function dispatch(block: string) {
    let event = 'message';
    const data: string[] = [];
    let id: string | undefined;
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
    if (id !== undefined) lastEventId = id;
    if (data.length > 0) onMessage({ event, data: data.join('\n'), id });
  }

  async function connect(): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    // Low priority: a stream that stays open must not compete with the page's own resources (and a
    // high-priority request in flight keeps tools such as Lighthouse waiting for the load to end).
    const res = await fetch(url, { headers, signal: controller.signal, credentials: 'same-origin', cache: 'no-store', priority: 'low' });
    if (!res.ok || !res.body) throw new Error(`Event stream answered ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      failures = 0;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        dispatch(block);
      }
    }
  }

  async function run() {
    while (!controller.signal.aborted) {
      try {
        await connect();
      } catch {
        // network error or refused: retry after back-off
      }
      if (controller.signal.aborted) return;
      const delay = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 1000;
      failures++;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        controller.signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }

  void run();
  return () => controller.abort();
}
