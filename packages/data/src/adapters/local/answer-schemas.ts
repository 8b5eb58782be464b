// The schemas the console's adapters check the server's answers against. Loaded (with zod) on first use through
// `parsed`, so the adapters' index, which every public page loads for the banner, stays free of zod.
import { z } from 'zod';
import { activityPageSchema, revokedSessionsSchema } from '../../domain/activity.ts';
import {
  announcementAudienceSchema,
  announcementDraftStateSchema,
  announcementListSchema,
  announcementRecordSchema,
  announcementTextSchema,
} from '../../domain/announcements.ts';
import { languages } from '../../domain/languages.ts';
import { mailLogEntrySchema, mailLogSchema } from '../../domain/mail-log.ts';

export const answers = {
  activityPage: activityPageSchema,
  revokedSessions: revokedSessionsSchema,
  announcementList: announcementListSchema,
  announcementAudience: announcementAudienceSchema,
  announcementDraft: announcementDraftStateSchema,
  announcementCreated: z.object({ announcement: announcementRecordSchema }),
  announcementTemplate: z.object(
    Object.fromEntries(languages.map((l) => [l, announcementTextSchema])) as Record<
      (typeof languages)[number],
      typeof announcementTextSchema
    >,
  ),
  mailLog: mailLogSchema,
  mailRetried: z.object({ message: mailLogEntrySchema }),
};

export type AnswerSchemas = typeof answers;
