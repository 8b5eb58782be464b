import type { CountdownBannerLabels } from './countdown-banner';

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

export const bannerLabelsEn: CountdownBannerLabels = {
  region: 'Countdown',
  ends: 'Ends Friday, 30 January 2026 at 18:00',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Min',
  seconds: 'Sec',
};

export const bannerLabelsDe: CountdownBannerLabels = {
  region: 'Countdown',
  ends: 'Endet am Freitag, 30. Januar 2026 um 18:00',
  days: 'Tage',
  hours: 'Std.',
  minutes: 'Min.',
  seconds: 'Sek.',
};

export const bannerLabelsTr: CountdownBannerLabels = {
  region: 'Geri sayım',
  ends: 'Bitiş: 30 Ocak 2026 Cuma 18:00',
  days: 'gün',
  hours: 'saat',
  minutes: 'dk.',
  seconds: 'sn.',
};
