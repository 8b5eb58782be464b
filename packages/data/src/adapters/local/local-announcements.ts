import type { AnnouncementsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { parsed } from './parsed.ts';

const withService = (path: string, service: string) => `${path}?service=${encodeURIComponent(service)}`;

/** Launch announcements on the project server (`domain/announcements.ts`); answers are checked against its schemas. */
export function localAnnouncements(http: HttpClient): AnnouncementsPort {
  return {
    list: async () => (await parsed('announcementList', http.request('GET', '/api/announcements'))).announcements,
    audience: (service) => parsed('announcementAudience', http.request('GET', withService('/api/announcements/audience', service))),
    template: (service) => parsed('announcementTemplate', http.request('GET', withService('/api/announcements/template', service))),
    send: async (request) => (await parsed('announcementCreated', http.request('POST', '/api/announcements', request))).announcement,
    draft: () => parsed('announcementDraft', http.request('GET', '/api/announcements/draft')),
    saveDraft: (draft) => parsed('announcementDraft', http.request('PUT', '/api/announcements/draft', draft)),
  };
}
