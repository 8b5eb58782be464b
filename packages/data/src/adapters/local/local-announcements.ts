import { z } from 'zod';
import {
  announcementAudienceSchema,
  announcementDraftStateSchema,
  announcementListSchema,
  announcementRecordSchema,
  announcementTextSchema,
} from '../../domain/announcements.ts';
import { languages } from '../../domain/languages.ts';
import type { AnnouncementsPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';

const created = z.object({ announcement: announcementRecordSchema });
const template = z.object(Object.fromEntries(languages.map((l) => [l, announcementTextSchema])) as Record<(typeof languages)[number], typeof announcementTextSchema>);
const withService = (path: string, service: string) => `${path}?service=${encodeURIComponent(service)}`;

/** Launch announcements on the project server (`domain/announcements.ts`); answers are checked against its schemas. */
export function localAnnouncements(http: HttpClient): AnnouncementsPort {
  return {
    list: async () => announcementListSchema.parse(await http.request('GET', '/api/announcements')).announcements,
    audience: async (service) => announcementAudienceSchema.parse(await http.request('GET', withService('/api/announcements/audience', service))),
    template: async (service) => template.parse(await http.request('GET', withService('/api/announcements/template', service))),
    send: async (request) => created.parse(await http.request('POST', '/api/announcements', request)).announcement,
    draft: async () => announcementDraftStateSchema.parse(await http.request('GET', '/api/announcements/draft')),
    saveDraft: async (draft) => announcementDraftStateSchema.parse(await http.request('PUT', '/api/announcements/draft', draft)),
  };
}
