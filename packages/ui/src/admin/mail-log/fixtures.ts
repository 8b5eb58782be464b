import { storyContext, storyT } from '@story/copy';
import type { Locale } from '@story/locale';
import { mailLogLabels as siteMailLogLabels } from '@zk/site/props';
import type { MailLogLabels, MailLogRow } from './labels';

/** The mail log's labels as the site's mail-log-page.tsx maps them. */
export const mailLogLabels = (locale: Locale): MailLogLabels => siteMailLogLabels(storyContext(locale));

const englishRows: MailLogRow[] = [
  {
    id: '4',
    status: 'failed',
    kindLabel: 'Announcement',
    recipient: 'murat.demir@example.com.tr',
    subject: 'KI-Telefonassistenten sind jetzt verfügbar',
    languageLabel: 'German',
    createdLabel: '2 Jun 2026, 11:41',
    sentLabel: null,
    error: '550 5.1.1 Mailbox unavailable',
    attempts: 3,
  },
  {
    id: '3',
    status: 'queued',
    kindLabel: 'New lead notice',
    recipient: 'owner@zk-automations.example',
    subject: 'New contact inquiry: Lena Hoffmann',
    languageLabel: 'English',
    createdLabel: '2 Jun 2026, 11:40',
    sentLabel: null,
    error: null,
    attempts: 0,
  },
  {
    id: '2',
    status: 'sent',
    kindLabel: 'Waitlist confirmation',
    recipient: 'ayse@ornek.com.tr',
    subject: 'Bekleme listesi kaydınızı onaylayın',
    languageLabel: 'Turkish',
    createdLabel: '1 Jun 2026, 18:02',
    sentLabel: '1 Jun 2026, 18:02',
    error: null,
    attempts: 1,
  },
  {
    id: '1',
    status: 'kept',
    kindLabel: 'Waitlist confirmation',
    recipient: 'sophie@martin.example',
    subject: null,
    languageLabel: 'English',
    createdLabel: '31 May 2026, 09:15',
    sentLabel: null,
    error: null,
    attempts: 0,
  },
];

const kindOf: Record<string, 'announcement' | 'leadNotification' | 'waitlistConfirm'> = {
  '4': 'announcement',
  '3': 'leadNotification',
  '2': 'waitlistConfirm',
  '1': 'waitlistConfirm',
};
const languageOf: Record<string, 'en' | 'de' | 'tr'> = { '4': 'de', '3': 'en', '2': 'tr', '1': 'en' };

/** The rows with their kind and language named in `locale`, as the site names them. */
export function mailLogRowsIn(locale: Locale): MailLogRow[] {
  const t = storyT(locale);
  return englishRows.map((row) => ({
    ...row,
    kindLabel: t(`admin.mail.kinds.${kindOf[row.id]!}`),
    languageLabel: t(`admin.announcements.languages.${languageOf[row.id]!}`),
  }));
}

export const mailLogRows = mailLogRowsIn('en');
