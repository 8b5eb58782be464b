import type { DataAdapters } from '../../ports.ts';
import { httpClient, type FetchLike } from './http-client.ts';
import { localActivity } from './local-activity.ts';
import { localAuth } from './local-auth.ts';
import { localCountdowns } from './local-countdowns.ts';
import { localAnnouncements } from './local-announcements.ts';
import { localLeads } from './local-leads.ts';
import { localMail } from './local-mail.ts';
import { localSubmissions } from './local-submissions.ts';

export interface LocalAdapterOptions {
  /** Origin of the project server; omit in the browser (same origin). */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Event-stream reconnect delays in ms. */
  backoffMs?: readonly number[];
}

/** The embedded default: every port talks to the project's own server. */
export function createLocalAdapters(options: LocalAdapterOptions = {}): Required<DataAdapters> {
  let onUnauthorized = () => {};
  const http = httpClient({ baseUrl: options.baseUrl, fetch: options.fetch, onUnauthorized: () => onUnauthorized() });
  const auth = localAuth(http);
  onUnauthorized = () => auth.sessionLost();
  return {
    auth,
    countdowns: localCountdowns(http, options.backoffMs),
    submissions: localSubmissions(http),
    leads: localLeads(http, options.backoffMs),
    mail: localMail(http),
    announcements: localAnnouncements(http),
    activity: localActivity(http),
  };
}

export type { FetchLike } from './http-client.ts';
