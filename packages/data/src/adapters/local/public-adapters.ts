import type { DataAdapters } from '../../ports.ts';
import { httpClient } from './http-client.ts';
import type { LocalAdapterOptions } from './index.ts';
import { localCountdowns } from './local-countdowns.ts';
import { localSubmissions } from './local-submissions.ts';

/** The ports public pages use (the countdown banner and the forms) on the project server, without the console's. */
export type PublicPorts = Required<Pick<DataAdapters, 'countdowns' | 'submissions'>>;

/**
 * The public pages' part of the embedded default, a chunk of its own: a visit of a public page loads
 * no code of the console's ports (sign-in, leads, mail, announcements, activity). Nothing here needs
 * a session, so no refused request ends one.
 */
export function createPublicLocalAdapters(options: LocalAdapterOptions = {}): PublicPorts {
  const http = httpClient({ baseUrl: options.baseUrl, fetch: options.fetch });
  return { countdowns: localCountdowns(http, options.backoffMs), submissions: localSubmissions(http) };
}
