import { inLocales } from '@story/copy';
import { secondFactorLabels } from '@zk/site/props';

/** The second factor's labels, by the site's own `secondFactorLabels` (added 28 Nov 2026, seven codes left). */
export const {
  en: secondFactorLabelsEn,
  de: secondFactorLabelsDe,
  tr: secondFactorLabelsTr,
} = inLocales((copy) => secondFactorLabels(copy, { date: '28 Nov 2026', count: 7 }));

/** The same where the service keeps no recovery codes (Supabase Auth, hosted mode). */
export const {
  en: secondFactorLabelsHostedEn,
  de: secondFactorLabelsHostedDe,
  tr: secondFactorLabelsHostedTr,
} = inLocales((copy) => secondFactorLabels(copy, { date: '28 Nov 2026', recoveryCodes: false }));

export const sampleQrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path fill="#000" d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 9h3v3H9z"/></svg>';

export const sampleCodes = [
  'ab3de-fgh4k',
  'mn5pq-rst6u',
  'vw7xy-z2ab3',
  'cd4ef-gh5jk',
  'mn6pq-rs7tu',
  'vw8xy-z9ab2',
  'cd3ef-gh4jk',
  'mn5pq-rs6tu',
  'vw7xy-z8ab9',
  'cd2ef-gh3jk',
];
