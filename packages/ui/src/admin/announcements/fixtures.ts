import { fill, storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { AnnouncementAudienceView, AnnouncementComposerLabels, AnnouncementDraftValue, AnnouncementOption, AnnouncementRecordRow, AnnouncementRecordsLabels } from './labels';

const codes = ['en', 'de', 'tr'] as const;

/** The composer's labels from the dictionary, as the site's announcements-page.tsx maps them. */
export function composerLabels(locale: Locale): AnnouncementComposerLabels {
  const copy = storyCopy[locale].admin;
  const rules = new Intl.PluralRules(locale);
  return {
    ...copy.announcements,
    loading: copy.loading,
    confirmBody: (count) => fill(rules.select(count) === 'one' ? copy.announcements.confirmBody_one : copy.announcements.confirmBody_other, { count }),
  };
}

export function recordsLabels(locale: Locale): AnnouncementRecordsLabels {
  const copy = storyCopy[locale].admin;
  return { ...copy.announcements, loading: copy.loading };
}

export const composerLanguages = (locale: Locale) => codes.map((language) => ({ language, label: storyCopy[locale].admin.announcements.languages[language] }));

type ServiceKey = keyof (typeof storyCopy)['en']['waitlist']['services'];

export const announcementServiceOptions = (locale: Locale): AnnouncementOption[] =>
  (Object.keys(storyCopy.en.waitlist.services) as ServiceKey[]).map((key) => ({
    value: key.replace(/[A-Z]/g, (letter) => `-${letter.toLocaleLowerCase('en')}`),
    label: storyCopy[locale].waitlist.services[key].title,
  }));

/** The draft as the template prefills it (`emails.announcement.template`) for the AI phone callers. */
export function templateDraft(): AnnouncementDraftValue {
  const copy = Object.fromEntries(
    codes.map((language) => {
      const service = storyCopy[language].waitlist.services.phoneCallers.title;
      const template = storyCopy[language].emails.announcement.template;
      return [language, { subject: fill(template.subject, { service }), body: fill(template.body, { service }) }];
    }),
  );
  return { service: 'phone-callers', copy };
}

export const emptyDraft: AnnouncementDraftValue = { service: null, copy: Object.fromEntries(codes.map((language) => [language, { subject: '', body: '' }])) };

export function readyAudience(locale: Locale): AnnouncementAudienceView {
  const number = new Intl.NumberFormat(locale);
  const counts = { en: 1204, de: 862, tr: 317 };
  return {
    state: 'ready',
    counts: codes.map((language) => ({ language, label: storyCopy[locale].admin.announcements.languages[language], count: number.format(counts[language]) })),
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
