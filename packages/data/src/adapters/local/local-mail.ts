import type { MailLogQuery } from '../../domain/mail-log.ts';
import type { MailLogPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { parsed } from './parsed.ts';

const messagePath = (id: string) => `/api/mail/${encodeURIComponent(id)}`;

/** The mail log on the project server (`domain/mail-log.ts`); answers are checked against its schemas. */
export function localMail(http: HttpClient): MailLogPort {
  return {
    async list(query: MailLogQuery) {
      const params = new URLSearchParams();
      if (query.status) params.set('status', query.status);
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.before) params.set('before', query.before);
      const search = params.toString();
      return parsed('mailLog', http.request('GET', `/api/mail${search ? `?${search}` : ''}`));
    },
    previewUrl: (id) => http.url(`${messagePath(id)}/preview`),
    retry: async (id) => (await parsed('mailRetried', http.request('POST', `${messagePath(id)}/retry`, {}))).message,
  };
}
