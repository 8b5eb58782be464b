import { inLocales } from '@story/copy';
import type { Locale } from '@story/locale';
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

/** The same countdowns as an operator writing in German or Turkish names them: the last one long, past two lines on a phone. */
export const countdownRowsIn: Record<Locale, CountdownRow[]> = {
  en: countdownRows,
  de: [
    {
      id: 'a',
      title: 'Frühlingsangebot zum Start',
      targetDate: '2026-03-01T08:00:00.000Z',
      targetLabel: '01.03.2026, 09:00',
      isActive: true,
    },
    {
      id: 'b',
      title: 'Webinar: KI-Agenten für Kundenservice-Teams',
      targetDate: '2026-04-15T15:00:00.000Z',
      targetLabel: '15.04.2026, 17:00',
      isActive: false,
    },
    {
      id: 'c',
      title: 'Black-Friday-Paket: Automatisierung für Kundenservice und Vertrieb zum Einführungspreis',
      targetDate: '2026-11-27T23:00:00.000Z',
      targetLabel: '28.11.2026, 00:00',
      isActive: true,
    },
  ],
  tr: [
    { id: 'a', title: 'Bahar lansmanı fırsatı', targetDate: '2026-03-01T08:00:00.000Z', targetLabel: '1 Mar 2026 09:00', isActive: true },
    {
      id: 'b',
      title: 'Web semineri: Destek ekipleri için yapay zekâ ajanları',
      targetDate: '2026-04-15T15:00:00.000Z',
      targetLabel: '15 Nis 2026 17:00',
      isActive: false,
    },
    {
      id: 'c',
      title: 'Efsane Cuma otomasyon paketi: müşteri hizmetleri ve satış ekipleri için indirimli kurulum',
      targetDate: '2026-11-27T23:00:00.000Z',
      targetLabel: '28 Kas 2026 00:00',
      isActive: true,
    },
  ],
};
