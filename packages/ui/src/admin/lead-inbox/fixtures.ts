import { inLocales, storyT } from '@story/copy';
import type { Locale } from '@story/locale';
import { inboxLabels, inboxServiceOptions as serviceOptions } from '@zk/site/props';
import type { LeadInboxRow } from './labels';

/** The inbox's labels and service filter, by the site's own `inboxLabels` and `inboxServiceOptions`. */
export const { en: inboxLabelsEn, de: inboxLabelsDe, tr: inboxLabelsTr } = inLocales(inboxLabels);
export const inboxServiceOptions = serviceOptions({ t: storyT('en') });

type ServiceKey = 'phoneCallers' | 'telegram';

/** A waitlist service's title in a language, as the inbox shows a stored entry's services. */
const serviceTitle = (locale: Locale, key: ServiceKey) => storyT(locale)(`waitlist.services.${key}.title`);

export const inboxRows: LeadInboxRow[] = [
  {
    key: 'contact:c3',
    id: 'c3',
    kind: 'contact',
    name: 'Lena Hoffmann',
    email: 'lena@hoffmann-moebel.example',
    status: 'New',
    receivedAt: '2026-06-02T09:41:00.000Z',
    receivedLabel: '2 Jun 2026, 11:41',
    message:
      'We run three furniture stores and get the same questions about delivery times all day. Could a chatbot answer those on our website and on WhatsApp, and hand over to staff for custom orders?',
  },
  {
    key: 'waitlist:w2',
    id: 'w2',
    kind: 'waitlist',
    name: 'Murat Demir',
    email: 'murat@demir-lojistik.example',
    status: 'Contacted',
    receivedAt: '2026-06-01T15:20:00.000Z',
    receivedLabel: '1 Jun 2026, 17:20',
    services: [serviceTitle('en', 'phoneCallers'), serviceTitle('en', 'telegram')],
    language: 'TR',
    subscription: 'confirmed',
  },
  {
    key: 'contact:c1',
    id: 'c1',
    kind: 'contact',
    name: 'Sophie Martin',
    email: 'sophie.martin@atelier-lumiere.example',
    status: 'Won',
    receivedAt: '2026-05-28T08:05:00.000Z',
    receivedLabel: '28 May 2026, 10:05',
    message: 'Looking for appointment setting for two dental practices.',
  },
];

export const inboxRowsDe: LeadInboxRow[] = [
  {
    ...inboxRows[0]!,
    name: 'Maximiliane Großkopf-Schwarzenböck',
    email: 'maximiliane.grosskopf-schwarzenboeck@steuerberatungsgesellschaft-muenchen.example',
    receivedLabel: '2. Juni 2026, 11:41',
    message:
      'Guten Tag, wir sind eine Steuerberatungskanzlei mit vierzig Mitarbeiterinnen und Mitarbeitern und erhalten täglich dieselben Rückfragen zu Fristverlängerungen, Belegeinreichungen und Terminvereinbarungen. Können Sie uns ein datenschutzkonformes System einrichten?',
  },
  {
    ...inboxRows[1]!,
    name: 'Jürgen Weißbäcker',
    email: 'juergen@weissbaecker-handwerk.example',
    receivedLabel: '1. Juni 2026, 17:20',
    language: 'DE',
    services: [serviceTitle('de', 'phoneCallers'), serviceTitle('de', 'telegram')],
  },
];

export const inboxRowsTr: LeadInboxRow[] = [
  {
    ...inboxRows[0]!,
    name: 'İpek Işıklı',
    email: 'ipek@isikli-tekstil.example',
    receivedLabel: '2 Haziran 2026 11:41',
    message: 'Merhaba, İstanbul ve İzmir’deki mağazalarımız için WhatsApp üzerinden sipariş takibi yapan bir asistan istiyoruz.',
  },
  {
    ...inboxRows[1]!,
    name: 'Çağrı Öztürk',
    email: 'cagri@ozturk-lojistik.example',
    receivedLabel: '1 Haziran 2026 17:20',
    services: [serviceTitle('tr', 'phoneCallers')],
  },
];
