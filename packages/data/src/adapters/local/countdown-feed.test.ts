import { describe, expect, it, vi } from 'vitest';
import type { CountdownFeedEvent } from '../../ports.ts';
import { countdownFeed } from './countdown-feed.ts';
import { httpClient } from './http-client.ts';

/** An event stream that sends `body` and then stays open. */
const stream = (body: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('countdown feed', () => {
  it('asks its subscribers to read again once the stream is open, so a change made before it opened is not lost', async () => {
    const fetch = vi.fn(async () => stream('id: 4\nevent: ready\ndata: {"seq":4}\n\nid: 5\nevent: change\ndata: {"type":"CHANGED"}\n\n'));
    const events: CountdownFeedEvent[] = [];
    const stop = countdownFeed(httpClient({ fetch }), [5]).subscribe((event) => events.push(event));
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stop();
    expect(events).toEqual([{ type: 'RESYNC' }, { type: 'CHANGED' }]);
  });
});
