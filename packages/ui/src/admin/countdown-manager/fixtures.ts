import { inLocales } from '@story/copy';
import { countdownLabels } from '@zk/site/props';
import type { CountdownRow } from './labels';

/** The countdown manager's labels, by the site's own `countdownLabels`. */
export const { en: countdownLabelsEn, de: countdownLabelsDe, tr: countdownLabelsTr } = inLocales(countdownLabels);

export const countdownRows: CountdownRow[] = [
  { id: 'a', title: 'Spring launch offer', targetDate: '2026-03-01T08:00:00.000Z', targetLabel: '1 Mar 2026, 09:00', isActive: true },
  {
    id: 'b',
    title: 'Webinar: AI agents for support teams',
    targetDate: '2026-04-15T15:00:00.000Z',
    targetLabel: '15 Apr 2026, 17:00',
    isActive: false,
  },
  {
    id: 'c',
    title: 'Black Friday automation bundle',
    targetDate: '2026-11-27T23:00:00.000Z',
    targetLabel: '28 Nov 2026, 00:00',
    isActive: true,
  },
];
