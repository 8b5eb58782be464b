import type { NotifiedLead } from '@zk/data';
import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { exampleSite, type PropsContext } from './context';
import { exampleEmailOrigin, leadNotificationEmailProps } from './emails';

const context = (language: Language): PropsContext => ({
  language,
  t: createI18n(language, { en, de, tr }[language]).t,
  Link: 'a',
  site: exampleSite,
});
const createdAt = '2026-11-26T09:41:00.000Z';
const fieldsOf = (language: Language, lead: NotifiedLead) =>
  leadNotificationEmailProps(context(language), exampleEmailOrigin('https://zk.example'), {
    inboxUrl: 'https://zk.example/admin/leads',
    lead,
  }).fields;

describe("the operator's notification lists the lead's stored fields", () => {
  it("a contact inquiry's name, e-mail and message, then when it arrived", () => {
    const lead: NotifiedLead = { kind: 'contact', fullName: 'Jane Doe', email: 'jane@example.com', inquiry: 'Hello\nthere', createdAt };
    expect(fieldsOf('en', lead)).toEqual([
      { label: 'Name', value: 'Jane Doe' },
      { label: 'E-mail', value: 'jane@example.com' },
      { label: 'Message', value: 'Hello\nthere' },
      { label: 'Received', value: 'November 26, 2026 at 9:41 AM UTC' },
    ]);
    expect(fieldsOf('de', lead).map((field) => field.label)).toEqual(['Name', 'E-Mail', 'Nachricht', 'Eingegangen']);
  });

  it("a waitlist entry's name, e-mail, services by title and language by name, then when it arrived", () => {
    const lead: NotifiedLead = {
      kind: 'waitlist',
      fullName: 'Işıl Yılmaz',
      email: 'isil@example.com',
      services: ['instagram', 'telegram'],
      language: 'tr',
      createdAt,
    };
    expect(fieldsOf('tr', lead).map((field) => field.label)).toEqual(['Ad', 'E-posta', 'Hizmetler', 'Dil', 'Alınma zamanı']);
    expect(fieldsOf('en', lead).slice(0, 4)).toEqual([
      { label: 'Name', value: 'Işıl Yılmaz' },
      { label: 'E-mail', value: 'isil@example.com' },
      { label: 'Services', value: 'Instagram Automation, Telegram Bot' },
      { label: 'Language', value: 'Türkçe' },
    ]);
  });
});
