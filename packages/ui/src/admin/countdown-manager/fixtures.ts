import { fill, storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { CountdownManagerLabels, CountdownRow } from './labels';

/** The countdown manager's labels from the dictionary, mapped as the site's dashboard-countdowns.tsx maps them. */
function countdownLabels(locale: Locale): CountdownManagerLabels {
  const copy = storyCopy[locale].admin;
  return {
    ...copy.countdowns,
    loading: copy.loading,
    deleteLabel: (title) => fill(copy.countdowns.deleteLabel, { title }),
    confirmBody: (title) => fill(copy.countdowns.confirmBody, { title }),
  };
}

export const countdownLabelsEn = countdownLabels('en');
export const countdownLabelsDe = countdownLabels('de');
export const countdownLabelsTr = countdownLabels('tr');

export const countdownRows: CountdownRow[] = [
  { id: 'a', title: 'Spring launch offer', targetDate: '2026-03-01T08:00:00.000Z', targetLabel: '1 Mar 2026, 09:00', isActive: true },
  { id: 'b', title: 'Webinar: AI agents for support teams', targetDate: '2026-04-15T15:00:00.000Z', targetLabel: '15 Apr 2026, 17:00', isActive: false },
  { id: 'c', title: 'Black Friday automation bundle', targetDate: '2026-11-27T23:00:00.000Z', targetLabel: '28 Nov 2026, 00:00', isActive: true },
];
