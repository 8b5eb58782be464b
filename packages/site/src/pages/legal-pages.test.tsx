import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LegalConfig } from '../site-config';
import { renderAt } from '../test/render-site';
import { ImpressumPage } from './impressum-page';
import { PrivacyPage } from './privacy-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** The embedded default: nothing configured but the contact address. */
const bare: LegalConfig = {
  brand: 'ZK Automations',
  contactEmail: 'hello@example.com',
  company: { name: null, legalForm: null, representative: null, address: [], register: null, vatId: null },
  privacy: { airtable: false, supabase: null, chat: null, retentionDays: null, mail: null, notifications: false, webhooks: null, unconfirmedDays: 30 },
};

/** A hosted deployment with every recipient and the whole legal identity configured. */
const hosted: LegalConfig = {
  ...bare,
  company: {
    name: 'ZK Automations GmbH',
    legalForm: 'GmbH',
    representative: 'Zeynep Kaya (Geschäftsführerin)',
    address: ['Musterstraße 12', '10115 Berlin'],
    register: 'Amtsgericht Charlottenburg, HRB 123456 B',
    vatId: 'DE123456789',
  },
  privacy: {
    airtable: true,
    supabase: { region: 'eu-central-1 (Frankfurt)' },
    chat: { provider: 'Chatwerk GmbH, Hamburg', region: 'eu' },
    retentionDays: 180,
    mail: { provider: 'Postmark (ActiveCampaign LLC, USA)' },
    notifications: true,
    webhooks: { recipient: 'hooks.zapier.com' },
    unconfirmedDays: 14,
  },
};

function renderPage(page: 'privacy' | 'impressum', language: Language, config: LegalConfig) {
  const Page = page === 'privacy' ? PrivacyPage : ImpressumPage;
  renderAt(<Page config={config} />, { path: `/${language}/${page}`, adapters: fixtureAdapters().adapters, language });
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('the privacy policy follows the configuration', () => {
  it('names only hosting and authorities, no transfer, no chat and no fixed period when nothing is configured', () => {
    renderPage('privacy', 'de', bare);
    const recipients = section(/Empfänger/);
    expect(within(recipients).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Hosting: .*Europäischen Union/),
      expect.stringMatching(/^Behörden/),
    ]);
    expect(recipients.textContent).not.toMatch(/Airtable|Supabase|USA|Standardvertragsklauseln/);
    expect(screen.queryByRole('heading', { name: 'Chat-Assistent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benachrichtigungen an unser Team' })).not.toBeInTheDocument();
    // The double opt-in runs in every configuration (WAITLIST_CONFIRM_DAYS, default 30).
    expect(screen.getByRole('heading', { level: 3, name: 'E-Mails und Bestätigung Ihrer Anmeldung' })).toBeInTheDocument();
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen wir 30 Tage nach ihrem Eingang');
    expect(section(/Speicherdauer/)).toHaveTextContent('keine feste Löschfrist');
    expect(section(/Einleitung/)).toHaveTextContent('Auf Anfrage per E-Mail erhältlich');
  });

  it('names Airtable in the USA, Supabase with its region, the chat provider, the safeguards and the period when configured', () => {
    renderPage('privacy', 'de', hosted);
    const recipients = section(/Empfänger/);
    expect(within(recipients).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual([
      'Hosting',
      'Airtable',
      'Supabase',
      'Chat-Assistent',
      'E-Mail-Versand',
      'Anfragenverwaltung',
      expect.stringMatching(/^Behörden/),
    ]);
    expect(recipients).toHaveTextContent('Postmark (ActiveCampaign LLC, USA) stellt die E-Mails zu');
    expect(recipients).toHaveTextContent('an hooks.zapier.com übermittelt');
    expect(screen.getByRole('heading', { level: 3, name: 'Benachrichtigungen an unser Team' })).toBeInTheDocument();
    expect(section(/Erhebung/)).toHaveTextContent('löschen wir Ihre Anmeldung nach 14 Tagen');
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen wir 14 Tage nach ihrem Eingang');
    expect(recipients).toHaveTextContent('Formagrid Inc. (Airtable), San Francisco, USA');
    expect(recipients).toHaveTextContent('Datenregion eu-central-1 (Frankfurt)');
    expect(recipients).toHaveTextContent('Chatwerk GmbH, Hamburg erhält');
    expect(recipients).toHaveTextContent('in der Datenregion EU');
    expect(recipients).toHaveTextContent('Art. 46 Abs. 2 lit. c DSGVO');
    expect(screen.getByRole('heading', { level: 3, name: 'Chat-Assistent' })).toBeInTheDocument();
    expect(section(/Erhebung/)).toHaveTextContent('Art. 6 Abs. 1 lit. b DSGVO, im Übrigen nach Art. 6 Abs. 1 lit. f DSGVO');
    expect(section(/Speicherdauer/)).toHaveTextContent('180 Tage nach ihrem Eingang automatisch gelöscht');
    const controller = section(/Einleitung/);
    expect(controller).toHaveTextContent('ZK Automations GmbH');
    expect(controller).toHaveTextContent('Musterstraße 12, 10115 Berlin');
    expect(controller).not.toHaveTextContent('Auf Anfrage');
  });

  it('shows the right to object as a section of its own, set apart, in every language', () => {
    for (const [language, name] of [['en', /right to object/], ['de', /Widerspruchsrecht nach Art\. 21/], ['tr', /İtiraz hakkınız/]] as const) {
      renderPage('privacy', language, bare);
      const objection = section(name);
      expect(objection).toHaveAttribute('data-variant', 'emphasis');
      expect(objection).toHaveTextContent('hello@example.com');
      expect(within(screen.getByRole('navigation')).getByRole('link', { name })).toHaveAttribute('href', '#objection');
      cleanup();
    }
  });

  it('writes one day in the singular', () => {
    renderPage('privacy', 'en', { ...bare, privacy: { ...bare.privacy, retentionDays: 1 } });
    expect(section(/Storage period/)).toHaveTextContent('deleted automatically 1 day after they reach us');
  });

  it('states how long backups keep erased data only when backups are configured, in whole days rounded up', () => {
    renderPage('privacy', 'de', bare);
    expect(section(/Speicherdauer/).textContent).not.toMatch(/Sicherung/);
    cleanup();
    renderPage('privacy', 'de', { ...bare, privacy: { ...bare.privacy, backupRetentionHours: 7 * 24 } });
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen jede Sicherung nach 7 Tagen');
    cleanup();
    renderPage('privacy', 'en', { ...bare, privacy: { ...bare.privacy, backupRetentionHours: 18 } });
    expect(section(/Storage period/)).toHaveTextContent('delete each backup after 1 day.');
    cleanup();
    renderPage('privacy', 'tr', { ...bare, privacy: { ...bare.privacy, backupRetentionHours: 30 } });
    expect(section(/Saklama süresi/)).toHaveTextContent('her yedeği 2 gün sonra siliyoruz');
  });

  it('names the transfer safeguards for a chat widget outside the EU only', () => {
    renderPage('privacy', 'tr', { ...bare, privacy: { ...bare.privacy, chat: { provider: 'widget.example.com', region: 'us' } } });
    const recipients = section(/alıcılar/);
    expect(recipients).toHaveTextContent('widget.example.com, yazdığınız mesajları');
    expect(recipients).toHaveTextContent('US veri bölgesinde');
    expect(recipients).toHaveTextContent('KVKK m. 9');
  });
});

describe('the Impressum follows the configuration', () => {
  it('prints the legal identity and the address when configured', () => {
    renderPage('impressum', 'tr', hosted);
    const company = section(/Şirket bilgileri/);
    for (const text of ['ZK Automations GmbH', 'Zeynep Kaya', 'HRB 123456 B', 'DE123456789']) expect(company).toHaveTextContent(text);
    expect(section(/İş adresi/)).toHaveTextContent('Musterstraße 12, 10115 Berlin');
    expect(section(/İş adresi/)).not.toHaveTextContent('Talep üzerine');
  });

  it('keeps "address on request" and the brand when nothing is configured', () => {
    renderPage('impressum', 'de', bare);
    expect(section(/Angaben zum Unternehmen/)).toHaveTextContent('ZK Automations');
    expect(section(/Angaben zum Unternehmen/).textContent).not.toMatch(/Rechtsform|Vertreten durch|USt-IdNr/);
    expect(section(/Geschäftsanschrift/)).toHaveTextContent('Sie ist auf Anfrage erhältlich');
    expect(within(section(/Kontakt/)).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });
});
