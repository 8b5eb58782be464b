import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleLegalConfig } from '../props/legal';
import type { LegalConfig } from '../site-config';
import { renderAt } from '../../test-support/render-site';
import { PrivacyPage } from './privacy-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** A development start with a US mail provider, notifications and a webhook, no region and no names (production refuses it). */
const unstated: LegalConfig = {
  ...exampleLegalConfig,
  privacy: {
    ...exampleLegalConfig.privacy,
    mail: { provider: null, host: 'smtp.postmarkapp.com', region: null },
    notifications: { provider: null, region: null },
    webhooks: { recipient: null, host: 'hooks.zapier.com', region: null },
  },
};

/** Production with every delivery named and placed in the USA, two of them certified under the Data Privacy Framework. */
const named: LegalConfig = {
  ...exampleLegalConfig,
  privacy: {
    ...exampleLegalConfig.privacy,
    mail: { provider: 'Postmark, ActiveCampaign LLC, USA', host: 'smtp.postmarkapp.com', region: 'us' },
    notifications: { provider: 'Google Ireland Ltd., Dublin', region: 'ie' },
    webhooks: { recipient: 'Zapier Inc., USA', host: 'hooks.zapier.com', region: 'us' },
    dpfCertified: ['mail', 'webhooks'],
  },
};

function renderPrivacy(language: Language, config: LegalConfig) {
  renderAt(<PrivacyPage config={config} />, { path: `/${language}/privacy`, adapters: fixtureAdapters().adapters, language });
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('the privacy policy on deliveries outside the database (issue 47)', () => {
  it('states what happens to every copy: the team’s mailbox, the webhook receiver and exports', () => {
    for (const [language, name, lead, items] of [
      [
        'de',
        /Speicherdauer/,
        'Wenn wir einen Eintrag löschen, löschen wir auch seine Kopien außerhalb unserer Datenbank:',
        [
          'Benachrichtigungen im Postfach unseres Teams',
          'Unser Dienstleister für die Anfragenverwaltung: Er erhält',
          'Exporte unserer Anfragen',
        ],
      ],
      [
        'tr',
        /Saklama süresi/,
        'Bir kaydı sildiğimizde, veritabanımız dışındaki kopyalarını da sileriz:',
        [
          'Ekibimizin e-posta kutusundaki bildirimler',
          'Talep yönetimi hizmet sağlayıcımız: Silinen her kayıt',
          'Taleplerimizin dışa aktarımları',
        ],
      ],
      [
        'en',
        /Storage period/,
        'When we delete an entry, we also delete its copies outside our database:',
        [
          'Notification e-mails in our team’s mailbox',
          'Our inquiry management service: it receives an erasure notice',
          'Exports of our inquiries',
        ],
      ],
    ] as const) {
      renderPrivacy(language, unstated);
      const storage = section(name);
      expect(storage).toHaveTextContent(lead);
      const listed = within(storage)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      for (const item of items) expect(listed).toContainEqual(expect.stringContaining(item));
      cleanup();
    }
  });

  it('names only the exports when nothing is delivered elsewhere', () => {
    renderPrivacy('en', exampleLegalConfig);
    const storage = section(/Storage period/);
    expect(storage).toHaveTextContent('Exports of our inquiries: we keep none longer than the entries it contains.');
    expect(storage.textContent).not.toMatch(/mailbox|inquiry management/);
  });

  it('says "not stated" for a recipient without its region, and claims no transfer for it', () => {
    for (const [language, name, unstatedPlace] of [
      ['de', /Empfänger/, 'Ort der Verarbeitung: nicht angegeben.'],
      ['tr', /alıcılar/, 'Verilerin işlendiği yer: belirtilmemiş.'],
      ['en', /Recipients/, 'Place of processing: not stated.'],
    ] as const) {
      renderPrivacy(language, unstated);
      const recipients = section(name);
      expect(recipients.textContent?.split(unstatedPlace)).toHaveLength(4);
      expect(recipients.textContent).not.toMatch(/Art\. 9 KVKK|KVKK m\. 9|Art\. 4[56]|m\. 4[56]/);
      cleanup();
    }
  });

  it('names each recipient by the configured name, the place in the page’s language, and keeps a name with commas whole', () => {
    renderPrivacy('de', named);
    const recipients = section(/Empfänger/);
    expect(recipients).toHaveTextContent('Anbieter: Postmark, ActiveCampaign LLC, USA. Ort der Verarbeitung: Vereinigte Staaten.');
    expect(recipients).toHaveTextContent('Anbieter: Google Ireland Ltd., Dublin. Ort der Verarbeitung: Irland.');
    expect(recipients).toHaveTextContent(
      'Für Empfänger, die nach dem EU-US Data Privacy Framework zertifiziert sind (Postmark, ActiveCampaign LLC, USA; Zapier Inc., USA)',
    );
    expect(recipients.textContent).not.toMatch(/Standardvertragsklauseln/);
    cleanup();
    renderPrivacy('tr', named);
    expect(section(/alıcılar/)).toHaveTextContent('Verilerin işlendiği yer: Amerika Birleşik Devletleri.');
  });
});
