import { inLocales } from '@story/copy';
import { bannerLabels, formatEnds } from '@zk/site/props';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Remaining times for each state of the digits. */
export const remaining = {
  /** 3 days, 14 h, 45 min, 50 s: no rule applies. */
  calm: 3 * day + 14 * hour + 45 * minute + 50 * second,
  /** 0 days. */
  lastDay: 20 * hour + 45 * minute + 50 * second,
  /** Hours below 12. */
  hoursBelow12: 2 * day + 9 * hour + 45 * minute + 50 * second,
  /** Minutes below 30. */
  minutesBelow30: 2 * day + 14 * hour + 12 * minute + 50 * second,
  /** Seconds below 30. */
  secondsBelow30: 2 * day + 14 * hour + 45 * minute + 10 * second,
};

/** When the story's countdown ends: Friday, 30 January 2026, 18:00 in Berlin (fixed, so every machine shows the same line). */
const target = Date.UTC(2026, 0, 30, 17);

/** The banner's labels, by the site's own `bannerLabels` and `formatEnds`. */
export const {
  en: bannerLabelsEn,
  de: bannerLabelsDe,
  tr: bannerLabelsTr,
} = inLocales((context) => bannerLabels(context, formatEnds(context.language, target, 'Europe/Berlin')));
