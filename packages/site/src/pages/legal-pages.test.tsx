import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LegalConfig } from '../site-config';
import { exampleLegalConfig } from '../props/legal';
import { renderAt } from '../../test-support/render-site';
import { ImpressumPage } from './impressum-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** The embedded default: nothing configured but the contact address. */
const embedded: LegalConfig = exampleLegalConfig;

/** Forms forwarded to Airtable, leads kept for 30 days, the company configured. */
const airtable: LegalConfig = {
  ...embedded,
  company: {
    name: 'ZK Automations GmbH',
    legalForm: 'GmbH',
    representative: 'Zeynep Kaya (Geschäftsführerin)',
    address: ['Musterstraße 12', '10115 Berlin'],
    register: 'Amtsgericht Charlottenburg, HRB 123456 B',
    vatId: 'DE123456789',
    trRepresentative: null,
  },
  privacy: { ...embedded.privacy, airtable: true, retentionDays: 30 },
};

/** Hosted sign-in and banner at Supabase, an agent widget outside the EU, hosting in Frankfurt, a representative in Türkiye. */
const supabaseWithWidget: LegalConfig = {
  ...airtable,
  company: { ...airtable.company, trRepresentative: 'Av. Deniz Aydın, Kadıköy/İstanbul' },
  privacy: {
    ...embedded.privacy,
    hostingRegion: 'Frankfurt am Main',
    supabase: { region: 'eu-central-1 (Frankfurt)' },
    chat: { provider: 'Chatwerk Inc., Austin, USA', host: 'widget.chatwerk.example', region: 'us' },
    dpfCertified: ['supabase'],
    mail: { provider: null, host: 'smtp.postmarkapp.com', region: null },
    notifications: { provider: null, region: null },
    webhooks: { recipient: null, host: 'hooks.zapier.com', region: null },
    unconfirmedDays: 14,
  },
};

const pages = { privacy: PrivacyPage, terms: TermsPage, impressum: ImpressumPage };

function renderPage(page: keyof typeof pages, language: Language, config: LegalConfig) {
  const Page = pages[page];
  renderAt(<Page config={config} />, { path: `/${language}/${page}`, adapters: fixtureAdapters().adapters, language });
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const recipientNames = () =>
  within(section(/Empfänger|Recipients|alıcılar/))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split(':')[0]);

describe('the privacy policy follows the configuration', () => {
  it('embedded: hosting without a claimed region and the authorities, no transfer, no chat, no fixed period', () => {
    renderPage('privacy', 'de', embedded);
    expect(recipientNames()).toEqual(['Hosting', expect.stringMatching(/^Behörden/)]);
    const recipients = section(/Empfänger/);
    expect(recipients.textContent).not.toMatch(
      /Airtable|Supabase|USA|Europäischen Union|Serverstandort|Standardvertragsklauseln|Art\. 45|KVKK/,
    );
    expect(screen.queryByRole('heading', { name: 'Chat-Assistent' })).not.toBeInTheDocument();
    const storage = section(/Speicherdauer/);
    expect(storage).toHaveTextContent('keine feste Löschfrist');
    expect(storage).not.toHaveTextContent('Airtable');
    expect(screen.queryByRole('heading', { name: 'Benachrichtigungen an unser Team' })).not.toBeInTheDocument();
    // The double opt-in runs in every configuration (WAITLIST_CONFIRM_DAYS, default 30).
    expect(screen.getByRole('heading', { level: 3, name: 'E-Mails und Bestätigung Ihrer Anmeldung' })).toBeInTheDocument();
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen wir 30 Tage nach ihrem Eingang');
    expect(section(/Einleitung/)).toHaveTextContent('Auf Anfrage per E-Mail erhältlich');
  });

  it('embedded: says whether the data must be given and that no automated decision is made (Art. 13(2)(e), (f))', () => {
    renderPage('privacy', 'en', embedded);
    const collection = section(/Data we collect/);
    expect(collection).toHaveTextContent(
      'You are not obliged by law or by contract to provide this data. Without your name, e-mail address and message, however, we cannot answer your inquiry.',
    );
    expect(collection).toHaveTextContent('We make no decisions based solely on automated processing, including profiling');
  });

  it('embedded, Turkish: the title is the KVKK notice, KVKK claims are softened without a representative', () => {
    renderPage('privacy', 'tr', embedded);
    const introduction = section(/Giriş/);
    expect(introduction).toHaveTextContent(
      'KVKK) veri işleme faaliyetlerimize uygulandığı ölçüde bu metin aynı zamanda KVKK m. 10 kapsamındaki aydınlatma metnimizdir',
    );
    expect(introduction).not.toHaveTextContent('temsilcimiz');
    expect(section(/Haklarınız/)).toHaveTextContent('uygulandığı ölçüde KVKK m. 11’e göre');
    expect(section(/alıcılar/).textContent).not.toMatch(/KVKK m\. 9|beş iş günü/);
  });

  it('Airtable: names it in the USA with standard contractual clauses, and retention reaches its copy', () => {
    renderPage('privacy', 'de', airtable);
    expect(recipientNames()).toEqual(['Hosting', 'Airtable', expect.stringMatching(/^Behörden/)]);
    const recipients = section(/Empfänger/);
    expect(recipients).toHaveTextContent('Formagrid Inc. (Airtable), San Francisco, USA');
    expect(recipients).toHaveTextContent(
      'Übermittlungen an Empfänger außerhalb des Europäischen Wirtschaftsraums (Airtable) erfolgen auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)',
    );
    expect(recipients).toHaveTextContent('Art. 9 KVKK');
    expect(recipients).not.toHaveTextContent('Data Privacy Framework');
    expect(section(/Speicherdauer/)).toHaveTextContent(
      '30 Tage nach ihrem Eingang automatisch gelöscht, auf Ihren Wunsch auch früher. Das gilt auch für die Kopie bei Airtable.',
    );
    const controller = section(/Einleitung/);
    expect(controller).toHaveTextContent('ZK Automations GmbH');
    expect(controller).toHaveTextContent('Musterstraße 12, 10115 Berlin');
    expect(controller).not.toHaveTextContent('Auf Anfrage');
  });

  it('Airtable: the deletion without a fixed period reaches its copy too, in every language', () => {
    const withoutPeriod = { ...airtable, privacy: { ...airtable.privacy, retentionDays: null } };
    for (const [language, name, text] of [
      ['en', /Storage period/, 'delete them without delay. This includes the copy in Airtable.'],
      ['tr', /Saklama süresi/, 'gecikmeksizin sileriz. Bu, Airtable’daki kopya için de geçerlidir.'],
    ] as const) {
      renderPage('privacy', language, withoutPeriod);
      expect(section(name)).toHaveTextContent(text);
      cleanup();
    }
  });

  it('Airtable certified under the Data Privacy Framework: the adequacy decision instead of the clauses', () => {
    renderPage('privacy', 'en', { ...airtable, privacy: { ...airtable.privacy, dpfCertified: ['airtable'] } });
    const recipients = section(/Recipients/);
    expect(recipients).toHaveTextContent(
      'certified under the EU-US Data Privacy Framework (Airtable) rest on the European Commission’s adequacy decision for the Framework (Art. 45 GDPR)',
    );
    expect(recipients).not.toHaveTextContent('standard contractual clauses');
  });

  it('a mail provider and a webhook receiver outside the EEA: where they process, and the safeguard of each transfer', () => {
    const outside = {
      ...embedded,
      privacy: {
        ...embedded.privacy,
        mail: { provider: 'Postmark (ActiveCampaign LLC, USA)', host: 'smtp.postmarkapp.com', region: 'us' },
        webhooks: { recipient: 'Zapier Inc., USA', host: 'hooks.zapier.com', region: 'USA' },
        dpfCertified: ['webhooks' as const],
      },
    };
    for (const [language, name, place, adequacy, clauses] of [
      [
        'en',
        /Recipients/,
        'Place of processing: United States.',
        'Data Privacy Framework (Zapier Inc., USA)',
        'Transfers to the other recipients outside the European Economic Area (Postmark (ActiveCampaign LLC, USA)) rest on the EU standard contractual clauses',
      ],
      [
        'de',
        /Empfänger/,
        'Ort der Verarbeitung: USA.',
        'zertifiziert sind (Zapier Inc., USA), stützt sich',
        'an die übrigen Empfänger außerhalb des Europäischen Wirtschaftsraums (Postmark (ActiveCampaign LLC, USA)) erfolgen auf Grundlage der EU-Standardvertragsklauseln',
      ],
      [
        'tr',
        /alıcılar/,
        'Verilerin işlendiği yer: Amerika Birleşik Devletleri.',
        'sertifikalı alıcılara (Zapier Inc., USA)',
        'Avrupa Ekonomik Alanı dışındaki diğer alıcılara (Postmark (ActiveCampaign LLC, USA)) aktarım',
      ],
    ] as const) {
      renderPage('privacy', language, outside);
      const recipients = section(name);
      expect(recipients).toHaveTextContent(place);
      expect(recipients).toHaveTextContent(adequacy);
      expect(recipients).toHaveTextContent(clauses);
      expect(recipients.textContent).toMatch(/KVKK/);
      cleanup();
    }
  });

  it('a mail provider and a webhook receiver in the EEA, by `eu` or a member state: their place, and no transfer', () => {
    for (const [mailRegion, webhookRegion, country] of [
      ['eu', 'de', 'Germany'],
      ['eu-west-1 (Ireland)', 'NO', 'Norway'],
    ] as const) {
      renderPage('privacy', 'en', {
        ...embedded,
        privacy: {
          ...embedded.privacy,
          mail: { provider: 'Example Mail GmbH, Berlin', host: 'smtp.example-mail.de', region: mailRegion },
          webhooks: { recipient: 'Example Hooks AS, Oslo', host: 'hooks.example.no', region: webhookRegion },
        },
      });
      const recipients = section(/Recipients/);
      expect(recipients).toHaveTextContent(`Place of processing: ${mailRegion === 'eu' ? 'EU' : mailRegion}.`);
      expect(recipients).toHaveTextContent(`Place of processing: ${country}.`);
      expect(recipients.textContent).not.toMatch(/contractual clauses|Art\. 45|KVKK/);
      cleanup();
    }
  });

  it('Supabase with a widget: hosting region, Supabase, the named chat provider, each transfer with its safeguard', () => {
    renderPage('privacy', 'de', supabaseWithWidget);
    expect(recipientNames()).toEqual([
      'Hosting',
      'Supabase',
      'Chat-Assistent',
      'E-Mail-Versand',
      'Postfach unseres Teams',
      'Anfragenverwaltung',
      expect.stringMatching(/^Behörden/),
    ]);
    const recipients = section(/Empfänger/);
    // With SMTP_URL, NOTIFY_EMAIL and WEBHOOK_URL unnamed (issue 47 item 3): each by its role, the host in parentheses, the mailbox too.
    expect(recipients).toHaveTextContent('Unser E-Mail-Dienstleister (Mailserver smtp.postmarkapp.com) stellt die E-Mails zu');
    expect(recipients).toHaveTextContent(
      'an unseren Dienstleister für die Anfragenverwaltung (Empfang unter hooks.zapier.com), der sie in unserem Auftrag',
    );
    expect(recipients).toHaveTextContent('Der Anbieter des Postfachs unseres Teams speichert die Benachrichtigungen');
    expect(recipients.textContent).not.toMatch(/an hooks\.zapier\.com|smtp\.postmarkapp\.com stellt|Anbieter: /);
    expect(screen.getByRole('heading', { level: 3, name: 'Benachrichtigungen an unser Team' })).toBeInTheDocument();
    expect(section(/Erhebung/)).toHaveTextContent('löschen wir Ihre Anmeldung nach 14 Tagen');
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen wir 14 Tage nach ihrem Eingang');
    expect(recipients).toHaveTextContent('Serverstandort: Frankfurt am Main.');
    expect(recipients).toHaveTextContent('Datenregion eu-central-1 (Frankfurt)');
    expect(recipients).toHaveTextContent('Chat-Assistent: Chatwerk Inc., Austin, USA erhält');
    expect(recipients).toHaveTextContent('in der Datenregion US');
    expect(recipients).toHaveTextContent(
      'nach dem EU-US Data Privacy Framework zertifiziert sind (Supabase), stützt sich die Übermittlung auf den Angemessenheitsbeschluss',
    );
    expect(recipients).toHaveTextContent(
      'außerhalb des Europäischen Wirtschaftsraums (Anbieter des Chat-Assistenten) erfolgen auf Grundlage der EU-Standardvertragsklauseln',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Chat-Assistent' })).toBeInTheDocument();
    const collection = section(/Erhebung/);
    expect(collection).toHaveTextContent('den ein Dienstleister für uns betreibt (siehe Abschnitt 3)');
    expect(collection).toHaveTextContent('Art. 6 Abs. 1 lit. b DSGVO, im Übrigen nach Art. 6 Abs. 1 lit. f DSGVO');
    expect(section(/Speicherdauer/)).toHaveTextContent('keine feste Löschfrist');
    expect(section(/Speicherdauer/)).not.toHaveTextContent('Airtable');
  });

  it('Supabase with a widget, Turkish: the representative in Türkiye is named', () => {
    renderPage('privacy', 'tr', supabaseWithWidget);
    const introduction = section(/Giriş/);
    expect(introduction).toHaveTextContent('Türkiye’deki veri sorumlusu temsilcimiz: Av. Deniz Aydın, Kadıköy/İstanbul.');
    expect(introduction).not.toHaveTextContent('uygulandığı ölçüde');
    expect(section(/alıcılar/)).toHaveTextContent('KVKK m. 9’da öngörülen uygun güvencelere dayanılarak');
  });

  it('Supabase with a widget, German: the representative is the controller’s representative, not the controller (issue 47 item 7)', () => {
    renderPage('privacy', 'de', supabaseWithWidget);
    const introduction = section(/Einleitung/);
    expect(introduction).toHaveTextContent(
      'Als Vertreter des Verantwortlichen in der Türkei (veri sorumlusu temsilcisi) haben wir Av. Deniz Aydın, Kadıköy/İstanbul bestellt',
    );
    expect(introduction).not.toHaveTextContent('Vertreter als Verantwortlicher');
  });

  it('describes the server log as the server writes it: route pattern, status, duration, no IP, referrer or browser (issue 47 item 4)', () => {
    for (const [language, name, pattern, denied] of [
      [
        'en',
        /Data we collect/,
        'its pattern, such as “/:lang/privacy”',
        'We do not log your IP address, the referring page or your browser.',
      ],
      [
        'de',
        /Erhebung/,
        'ihr Muster, etwa „/:lang/privacy“',
        'Ihre IP-Adresse, die zuvor besuchte Seite (Referrer) und Ihren Browser protokollieren wir nicht.',
      ],
      ['tr', /Topladığımız/, 'yalnızca “/:lang/privacy” gibi kalıbı', 'IP adresinizi, yönlendiren sayfayı ve tarayıcınızı kaydetmeyiz.'],
    ] as const) {
      renderPage('privacy', language, embedded);
      const collection = section(name);
      expect(collection).toHaveTextContent(pattern);
      expect(collection).toHaveTextContent(denied);
      expect(collection.textContent).not.toMatch(/browser type|Browsertyp|tarayıcı türü|operating system|Betriebssystem|işletim sistemi/);
      cleanup();
    }
  });

  it('never names the widget’s host as a legal person when no provider is configured', () => {
    const unnamed = { ...embedded, privacy: { ...embedded.privacy, chat: { provider: null, host: 'widget.example.com', region: 'us' } } };
    for (const [language, name, text] of [
      ['de', /Empfänger/, 'Chat-Assistent: Der Anbieter unseres Chat-Assistenten (Chatfenster geladen von widget.example.com) erhält'],
      [
        'tr',
        /alıcılar/,
        'Sohbet asistanı: Sohbet asistanımızın hizmet sağlayıcısı (sohbet penceresi widget.example.com adresinden yüklenir), yazdığınız mesajları',
      ],
      ['en', /Recipients/, 'Chat assistant: the provider of our chat assistant (chat window loaded from widget.example.com) receives'],
    ] as const) {
      renderPage('privacy', language, unnamed);
      const recipients = section(name);
      expect(recipients).toHaveTextContent(text);
      expect(recipients.textContent).not.toMatch(/widget\.example\.com(,| erhält| receives)/);
      cleanup();
    }
  });

  it('shows the right to object as a section of its own, set apart, in every language', () => {
    for (const [language, name] of [
      ['en', /right to object/],
      ['de', /Widerspruchsrecht nach Art\. 21/],
      ['tr', /İtiraz hakkınız/],
    ] as const) {
      renderPage('privacy', language, embedded);
      const objection = section(name);
      expect(objection).toHaveAttribute('data-variant', 'emphasis');
      expect(objection).toHaveTextContent('hello@example.com');
      expect(within(screen.getByRole('navigation')).getByRole('link', { name })).toHaveAttribute('href', '#objection');
      cleanup();
    }
  });

  it('writes one day in the singular and dates the policy November 2026', () => {
    renderPage('privacy', 'en', { ...embedded, privacy: { ...embedded.privacy, retentionDays: 1 } });
    expect(section(/Storage period/)).toHaveTextContent('deleted automatically 1 day after they reach us');
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
  });

  it('dates the policy by LEGAL_REVISED when the configuration changed it later than the text (issue 47 item 13)', () => {
    renderPage('privacy', 'de', { ...embedded, privacy: { ...embedded.privacy, revised: { year: 2027, month: 3 } } });
    expect(screen.getByText('Stand: März 2027')).toBeInTheDocument();
    cleanup();
    renderPage('terms', 'tr', { ...embedded, privacy: { ...embedded.privacy, revised: { year: 2026, month: 1 } } });
    expect(screen.getByText(/Kasım 2026/)).toBeInTheDocument();
  });

  it('states how long backups keep erased data only when backups are configured, in whole days rounded up', () => {
    renderPage('privacy', 'de', embedded);
    expect(section(/Speicherdauer/).textContent).not.toMatch(/Sicherung/);
    cleanup();
    renderPage('privacy', 'de', { ...embedded, privacy: { ...embedded.privacy, backupRetentionHours: 7 * 24 } });
    expect(section(/Speicherdauer/)).toHaveTextContent('löschen jede Sicherung nach 7 Tagen');
    cleanup();
    renderPage('privacy', 'en', { ...embedded, privacy: { ...embedded.privacy, backupRetentionHours: 18 } });
    expect(section(/Storage period/)).toHaveTextContent('delete each backup after 1 day.');
    cleanup();
    renderPage('privacy', 'tr', { ...embedded, privacy: { ...embedded.privacy, backupRetentionHours: 30 } });
    expect(section(/Saklama süresi/)).toHaveTextContent('her yedeği 2 gün sonra siliyoruz');
  });
});

describe('the terms follow the configuration', () => {
  const sectionIds = () => [...document.querySelectorAll('section[id]')].map((element) => element.id);

  it('embedded: the contracting party is the company of the Impressum, never the brand', () => {
    renderPage('terms', 'de', embedded);
    const scope = section(/Geltungsbereich/);
    expect(scope).toHaveTextContent('Ihr Vertragspartner ist das in unserem Impressum genannte Unternehmen.');
    expect(document.body.textContent).not.toMatch(/ZK Automations/);
    expect(sectionIds()).toEqual(['scope', 'payment', 'cancellation', 'liability', 'data-processing', 'law']);
  });

  it.each([
    ['Airtable', airtable],
    ['Supabase with a widget', supabaseWithWidget],
  ] as const)('%s: names the configured company as the contracting party', (_name, config) => {
    renderPage('terms', 'en', config);
    expect(section(/Scope of service/)).toHaveTextContent(
      'Your contracting party is ZK Automations GmbH (address and contact details in the Impressum).',
    );
    expect(sectionIds()).toEqual(['scope', 'payment', 'cancellation', 'liability', 'data-processing', 'law']);
  });

  it('excludes consumers, promises the data processing agreement and names the place of jurisdiction for merchants', () => {
    renderPage('terms', 'tr', embedded);
    expect(section(/Hizmet kapsamı/)).toHaveTextContent(
      'Bu koşullar yalnızca ticari veya mesleki faaliyetleri kapsamında hareket eden müşterilere (tacir ve esnaf; tüketiciler hariç) uygulanır.',
    );
    expect(section(/veri işleme/)).toHaveTextContent('GDPR m. 28 uyarınca bir veri işleme sözleşmesi yaparız');
    const law = section(/Uygulanacak hukuk/);
    // A German court chosen with a foreign element: MÖHUK (5718) m. 47, not HMK m. 17 (issue 47 item 7).
    expect(law).toHaveTextContent('5718 sayılı Milletlerarası Özel Hukuk ve Usul Hukuku Hakkında Kanun (MÖHUK) m. 47');
    expect(law).not.toHaveTextContent('HMK');
    expect(law).toHaveTextContent('ZPO § 38/1');
    expect(law).toHaveTextContent('hukuken bağlayıcı olan, bu koşulların Almanca metnidir');
    cleanup();
    renderPage('terms', 'de', airtable);
    expect(section(/Gerichtsstand/)).toHaveTextContent('ausschließlicher Gerichtsstand');
    expect(section(/Gerichtsstand/)).toHaveTextContent('Art. 47 des türkischen Gesetzes Nr. 5718');
    expect(section(/Gerichtsstand/)).not.toHaveTextContent('HMK');
    expect(section(/Gerichtsstand/)).toHaveTextContent('maßgeblich ist allein die deutsche Fassung');
    expect(section(/Kündigung/)).toHaveTextContent('Die Leistung wird bis zum Ende des bereits bezahlten Zeitraums erbracht.');
    expect(screen.getByText('Stand: November 2026')).toBeInTheDocument();
  });
});

describe('the Impressum follows the configuration', () => {
  it('prints the legal identity and the address when configured', () => {
    renderPage('impressum', 'tr', airtable);
    const company = section(/Şirket bilgileri/);
    for (const text of ['ZK Automations GmbH', 'Zeynep Kaya', 'HRB 123456 B', 'DE123456789']) expect(company).toHaveTextContent(text);
    expect(section(/İş adresi/)).toHaveTextContent('Musterstraße 12, 10115 Berlin');
    expect(section(/İş adresi/)).not.toHaveTextContent('Talep üzerine');
  });

  it('writes a sole trader’s legal form out and names its owner, in every language (issue 47)', () => {
    const sole = {
      ...airtable,
      company: { ...airtable.company, name: 'Zeynep Kaya', legalForm: 'sole-trader', representative: 'Zeynep Kaya' },
    };
    for (const [language, name, form, owner] of [
      ['de', /Angaben zum Unternehmen/, 'RechtsformEinzelunternehmen', 'Inhaber/inZeynep Kaya'],
      ['tr', /Şirket bilgileri/, 'Şirket türüŞahıs işletmesi', 'İşletme sahibiZeynep Kaya'],
      ['en', /Company/, 'Legal formSole trader', 'OwnerZeynep Kaya'],
    ] as const) {
      renderPage('impressum', language, sole);
      const company = section(name);
      expect(company).toHaveTextContent(form);
      expect(company).toHaveTextContent(owner);
      expect(company).not.toHaveTextContent('sole-trader');
      cleanup();
    }
  });

  it('keeps "address on request" and the brand when nothing is configured', () => {
    renderPage('impressum', 'de', embedded);
    expect(section(/Angaben zum Unternehmen/)).toHaveTextContent('ZK Automations');
    expect(section(/Angaben zum Unternehmen/).textContent).not.toMatch(/Rechtsform|Vertreten durch|USt-IdNr/);
    expect(section(/Geschäftsanschrift/)).toHaveTextContent('Sie ist auf Anfrage erhältlich');
    expect(within(section(/Kontakt/)).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(section(/Kontakt/)).not.toHaveTextContent('24 Stunden');
  });
});
