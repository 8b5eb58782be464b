import { countdownFeed, type CountdownFeed } from './countdown-feed.ts';
import { httpClient } from './http-client.ts';
import type { LocalAdapterOptions } from './index.ts';

/**
 * The banner's countdown feed on the project server, in a chunk of its own: a visit of a public page
 * loads no code of the console's ports (sign-in, leads, mail, announcements, activity, the countdowns'
 * changes) and none of the forms' until one is sent (`public-submissions.ts`). Nothing here needs a
 * session, so no refused request ends one.
 */
export function createCountdownFeed(options: LocalAdapterOptions = {}): CountdownFeed {
  return countdownFeed(httpClient({ baseUrl: options.baseUrl, fetch: options.fetch }), options.backoffMs);
}
