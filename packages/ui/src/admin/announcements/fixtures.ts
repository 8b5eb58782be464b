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

export const announcementRecordRows: AnnouncementRecordRow[] = [
  {
    id: '2',
    whenLabel: '2 Jun 2026, 11:41',
    by: 'owner@zk-automations.example',
    serviceLabel: 'AI Phone Callers',
    subject: 'AI Phone Callers is now available',
    recipients: '2,383',
    delivered: '2,101',
    failed: '12',
    pending: '270',
  },
  {
    id: '1',
    whenLabel: '14 May 2026, 09:03',
    by: 'owner@zk-automations.example',
    serviceLabel: 'Cold Email Outreach',
    subject: 'Cold Email Outreach is now available',
    recipients: '418',
    delivered: '418',
    failed: '0',
    pending: '0',
  },
];
