import type { Countdown, NewCountdown } from '../../domain/countdown.ts';
import { DataError } from '../../domain/errors.ts';
import type { CountdownsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { countdownFeed } from './countdown-feed.ts';

/** Countdowns port on the project server; live changes over server-sent events. */
export function localCountdowns(http: HttpClient, backoffMs?: readonly number[]): CountdownsPort {
  return {
    ...countdownFeed(http, backoffMs),
    list: async () => (await http.request<{ countdowns: Countdown[] }>('GET', '/api/countdowns')).countdowns,
    async create(input: NewCountdown) {
      // The schemas (and zod) load on first use, keeping them out of every public page's first load.
      const { missingCountdownFieldsMessage, newCountdownSchema } = await import('../../domain/countdown.ts');
      const checked = newCountdownSchema.safeParse(input);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? missingCountdownFieldsMessage;
        throw new DataError(message === missingCountdownFieldsMessage ? 'missing_fields' : 'validation_failed', message, 0);
      }
      return (await http.request<{ countdown: Countdown }>('POST', '/api/countdowns', checked.data)).countdown;
    },
    toggle: async (id) =>
      (await http.request<{ countdown: Countdown }>('POST', `/api/countdowns/${encodeURIComponent(id)}/toggle`, {})).countdown,
    remove: async (id) => {
      await http.request('DELETE', `/api/countdowns/${encodeURIComponent(id)}`);
    },
  };
}
