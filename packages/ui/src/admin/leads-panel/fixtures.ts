import type { ContactLeadRow, LeadsPanelLabels, WaitlistLeadRow } from './leads-panel';

export const leadsLabelsEn: LeadsPanelLabels = {
  title: 'Leads',
  lead: 'Contact inquiries and waitlist sign-ups, newest first.',
  contacts: 'Contact inquiries',
  waitlist: 'Waitlist entries',
  export: 'Export CSV',
  emptyContacts: 'No contact inquiries yet',
  emptyWaitlist: 'No waitlist entries yet',
  received: 'Received',
  language: 'Language',
  loading: 'Loading…',
};

export const leadsLabelsDe: LeadsPanelLabels = {
  title: 'Anfragen',
  lead: 'Kontaktanfragen und Wartelisten-Anmeldungen, die neuesten zuerst.',
  contacts: 'Kontaktanfragen',
  waitlist: 'Wartelisten-Einträge',
  export: 'Als CSV exportieren',
  emptyContacts: 'Noch keine Kontaktanfragen',
  emptyWaitlist: 'Noch keine Wartelisten-Einträge',
  received: 'Eingegangen',
  language: 'Sprache',
  loading: 'Wird geladen …',
};

export const leadsLabelsTr: LeadsPanelLabels = {
  title: 'Talepler',
  lead: 'İletişim talepleri ve bekleme listesi kayıtları, en yenisi en üstte.',
  contacts: 'İletişim talepleri',
  waitlist: 'Bekleme listesi kayıtları',
  export: 'CSV olarak dışa aktar',
  emptyContacts: 'Henüz iletişim talebi yok',
  emptyWaitlist: 'Henüz bekleme listesi kaydı yok',
  received: 'Alınma tarihi',
  language: 'Dil',
  loading: 'Yükleniyor…',
};

export const contactRows: ContactLeadRow[] = [
  {
    id: 'c2',
    name: 'Lena Hoffmann',
    email: 'lena@hoffmann-moebel.example',
    message: 'We get 200 product questions a week on WhatsApp. Could a chatbot answer the routine ones and hand over the rest?',
    receivedLabel: '21 Nov 2026, 16:42',
    receivedAt: '2026-11-21T15:42:00.000Z',
  },
  {
    id: 'c1',
    name: 'Murat Demir',
    email: 'murat@demir-dental.example',
    message: 'Interested in appointment setting for three dental practices.',
    receivedLabel: '20 Nov 2026, 09:15',
    receivedAt: '2026-11-20T08:15:00.000Z',
  },
];

export const waitlistRows: WaitlistLeadRow[] = [
  {
    id: 'w1',
    name: 'Sophie Klein',
    email: 'sophie@klein-consulting.example',
    services: ['Cold Email Outreach', 'AI Phone Callers'],
    language: 'DE',
    receivedLabel: '21 Nov 2026, 11:03',
    receivedAt: '2026-11-21T10:03:00.000Z',
  },
];
