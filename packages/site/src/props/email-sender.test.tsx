import { render } from '@react-email/render';
import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { AnnouncementEmail, LeadNotificationEmail, WaitlistConfirmEmail } from '@zk/ui/emails';
import { describe, expect, it } from 'vitest';
import { exampleSite, type PropsContext } from './context';
import { announcementEmailProps, leadNotificationEmailProps, waitlistConfirmEmailProps, type EmailOrigin } from './emails';
import { exampleLegalConfig } from './legal';

const context = (language: Language): PropsContext => ({
  language,
  t: createI18n(language, { en, de, tr }[language]).t,
  Link: 'a',
  site: exampleSite,
});

/** A production configuration: the company, its form and its address, as the Impressum shows them. */
const configured: EmailOrigin = {
  siteUrl: 'https://zk.example',
  legal: {
    ...exampleLegalConfig,
    company: {
      ...exampleLegalConfig.company,
      name: 'ZK Automations GmbH',
      legalForm: 'GmbH',
      representative: 'Jana Schröder',
      address: ['Musterstraße 1', '10115 Berlin'],
    },
  },
};

const announcement = (language: Language, origin: EmailOrigin) =>
  render(
    <AnnouncementEmail
      {...announcementEmailProps(context(language), origin, {
        name: 'Işıl',
        service: 'cold-email',
        subject: 'Start',
        body: 'Text',
        unsubscribeUrl: 'https://zk.example/u',
      })}
    />,
    { plainText: true },
  );

describe('every e-mail names its sender as the Impressum does (§ 6 DDG, 6563 m. 6)', () => {
  it('the announcement carries the company, its address and the Impressum or Künye of its language', async () => {
    const german = await announcement('de', configured);
    expect(german).toContain('Gesendet von ZK Automations GmbH, https://zk.example');
    expect(german).toContain('Musterstraße 1, 10115 Berlin');
    expect(german).toContain('Impressum https://zk.example/de/impressum');
    const turkish = await announcement('tr', configured);
    expect(turkish).toContain('ZK Automations GmbH tarafından gönderildi');
    expect(turkish).toContain('Künye https://zk.example/tr/impressum');
  });

  it('the bare default names the brand and no address', async () => {
    const text = await announcement('en', { siteUrl: 'https://zk.example', legal: exampleLegalConfig });
    expect(text).toContain(`Sent by ${exampleLegalConfig.brand}, https://zk.example`);
    expect(text).not.toContain('Musterstraße');
  });

  it('the confirmation and the notification carry the same footer', async () => {
    const confirm = await render(
      <WaitlistConfirmEmail
        {...waitlistConfirmEmailProps(context('de'), configured, {
          confirmUrl: 'https://zk.example/c',
          services: ['cold-email'],
          deleteAfterDays: 30,
        })}
      />,
      { plainText: true },
    );
    const notification = await render(
      <LeadNotificationEmail
        {...leadNotificationEmailProps(context('de'), configured, {
          inboxUrl: 'https://zk.example/admin/leads',
          lead: { kind: 'contact', fullName: 'Jane', email: 'jane@example.com', inquiry: 'Hi', createdAt: '2026-11-26T09:41:00.000Z' },
        })}
      />,
      { plainText: true },
    );
    for (const text of [confirm, notification]) {
      expect(text).toContain('Musterstraße 1, 10115 Berlin');
      expect(text).toContain('https://zk.example/de/impressum');
    }
  });
});
