import { storyContext, storyT } from '@story/copy';
import type { Locale } from '@story/locale';
import {
  announcementComposerLabels,
  announcementLanguages,
  announcementRecordsLabels,
  announcementServiceOptions as siteServiceOptions,
} from '@zk/site/props';
import type {
  AnnouncementAudienceView,
  AnnouncementComposerLabels,
  AnnouncementDraftValue,
  AnnouncementOption,
  AnnouncementRecordRow,
  AnnouncementRecordsLabels,
} from './labels';

const codes = ['en', 'de', 'tr'] as const;

/** The composer's and the record's labels, languages and services as the site's announcements-page.tsx maps them. */
export const composerLabels = (locale: Locale): AnnouncementComposerLabels => announcementComposerLabels(storyContext(locale));
export const recordsLabels = (locale: Locale): AnnouncementRecordsLabels => announcementRecordsLabels(storyContext(locale));
export const composerLanguages = (locale: Locale) => announcementLanguages(storyContext(locale));
export const announcementServiceOptions = (locale: Locale): AnnouncementOption[] => siteServiceOptions(storyContext(locale));

/** The draft as the template prefills it (`emails.announcement.template`) for the AI phone callers. */
export function templateDraft(): AnnouncementDraftValue {
  const copy = Object.fromEntries(
    codes.map((language) => {
      const t = storyT(language);
      const service = t('waitlist.services.phoneCallers.title');
      return [
        language,
        { subject: t('emails.announcement.template.subject', { service }), body: t('emails.announcement.template.body', { service }) },
      ];
    }),
  );
  return { service: 'phone-callers', copy };
}

export const emptyDraft: AnnouncementDraftValue = {
  service: null,
  copy: Object.fromEntries(codes.map((language) => [language, { subject: '', body: '' }])),
};

export function readyAudience(locale: Locale): AnnouncementAudienceView {
  const number = new Intl.NumberFormat(locale);
  const counts = { en: 1204, de: 862, tr: 317 };
  return {
    state: 'ready',
    counts: codes.map((language) => ({
      language,
      label: storyT(locale)(`admin.announcements.languages.${language}`),
      count: number.format(counts[language]),
    })),
    total: 2383,
    totalLabel: number.format(2383),
  };
}

/** The draft's save as a story shows it: none yet, saving, saved, or failed. */
export type DraftSave = 'none' | 'saving' | 'saved' | 'failed';

/** The draft's status line in `locale`, as the site's announcements-page.tsx words it (saved at 11:41 UTC). */
export function draftStatus(locale: Locale, save: DraftSave): string {
  const t = storyT(locale);
  if (save === 'saving') return t('admin.announcements.draftSaving');
  if (save === 'failed') return t('admin.announcements.draftFailed');
  if (save === 'none') return '';
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return t('admin.announcements.draftSaved', { time: time.format(new Date('2026-06-02T11:41:00Z')) });
}

/** The notice after a send to the ready audience, as the site words it. */
export const sentNotice = (locale: Locale) => storyT(locale)('admin.announcements.sent', { count: 2383 });

const sentAnnouncements = [
  { id: '2', sentAt: '2026-06-02T11:41:00Z', service: 'phoneCallers', recipients: 2383, delivered: 2101, failed: 12, pending: 270 },
  { id: '1', sentAt: '2026-05-14T09:03:00Z', service: 'coldEmail', recipients: 418, delivered: 418, failed: 0, pending: 0 },
] as const;

/** The announcements sent, as the site's announcements-page.tsx shows them to an admin reading in `locale`. */
export function announcementRecordRows(locale: Locale): AnnouncementRecordRow[] {
  const t = storyT(locale);
  const number = new Intl.NumberFormat(locale);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return sentAnnouncements.map(({ id, sentAt, service, recipients, delivered, failed, pending }) => {
    const serviceLabel = t(`waitlist.services.${service}.title`);
    return {
      id,
      whenLabel: time.format(new Date(sentAt)),
      by: 'owner@zk-automations.example',
      serviceLabel,
      subject: t('emails.announcement.template.subject', { service: serviceLabel }),
      recipients: number.format(recipients),
      delivered: number.format(delivered),
      failed: number.format(failed),
      pending: number.format(pending),
    };
  });
}
