import type { SubmissionsPort } from '../../ports.ts';
import { httpClient } from './http-client.ts';
import type { LocalAdapterOptions } from './index.ts';
import { localSubmissions } from './local-submissions.ts';

/** The forms' port on the project server, in a chunk of its own that loads when a visitor first sends a form. */
export function createPublicSubmissions(options: LocalAdapterOptions = {}): SubmissionsPort {
  return localSubmissions(httpClient({ baseUrl: options.baseUrl, fetch: options.fetch }));
}
