import type { ActivityQuery } from '../../domain/activity.ts';
import type { ActivityPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { parsed } from './parsed.ts';

/** The activity page's security log on the project server (`domain/activity.ts`); answers are checked against its schemas. */
export function localActivity(http: HttpClient): ActivityPort {
  return {
    async list(query: ActivityQuery) {
      const params = new URLSearchParams();
      if (query.kind) params.set('kind', query.kind);
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.before) params.set('before', query.before);
      const search = params.toString();
      return parsed('activityPage', http.request('GET', `/api/admin/activity${search ? `?${search}` : ''}`));
    },
    revokeOtherSessions: () => parsed('revokedSessions', http.request('POST', '/api/admin/sessions/revoke-others', {})),
  };
}
