import type { Countdown } from '../../domain/countdown.ts';
import type { CountdownFeedEvent, CountdownsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { subscribeSse } from './sse-client.ts';

/** What public pages read of the countdowns on the project server: the active one, and live changes over server-sent events. */
export type CountdownFeed = Pick<CountdownsPort, 'active' | 'subscribe'>;

export function countdownFeed(http: HttpClient, backoffMs?: readonly number[]): CountdownFeed {
  return {
    active: async () => (await http.request<{ countdown: Countdown | null }>('GET', '/api/countdowns/active')).countdown,
    subscribe(onEvent) {
      return subscribeSse({
        url: http.url('/api/countdowns/events'),
        fetch: http.fetch,
        backoffMs,
        onMessage(message) {
          // The stream is open: a change made between the page's first read and now was not sent, so read again.
          if (message.event === 'ready') onEvent({ type: 'RESYNC' });
          if (message.event !== 'change') return;
          onEvent(JSON.parse(message.data) as CountdownFeedEvent);
        },
      });
    },
  };
}
