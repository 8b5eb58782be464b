import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LegalConfig } from '../site-config';
import { exampleLegalConfig } from '../props/legal';
import { renderAt } from '../../test-support/render-site';
import { PrivacyPage } from './privacy-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

/** The bare default: nothing configured but the contact address. */
const bare: LegalConfig = exampleLegalConfig;

/** The full configuration: hosting in Frankfurt, a US mail provider, the onay in İYS, transfers on the KVKK standard contract. */
const full: LegalConfig = {
  ...bare,
  company: { ...bare.company, name: 'ZK Automations GmbH', trRepresentative: 'Av. Deniz Aydın, Kadıköy/İstanbul' },
  privacy: {
    ...bare.privacy,
    hostingRegion: 'Frankfurt am Main',
    mail: { provider: 'Postmark (ActiveCampaign LLC, Chicago, USA)', host: 'smtp.postmarkapp.com', region: 'US' },
    iysRegistered: true,
    kvkkStandardContract: true,
  },
};

function renderPolicy(language: Language, config: LegalConfig) {
  renderAt(<PrivacyPage config={config} />, { path: `/${language}/privacy`, adapters: fixtureAdapters().adapters, language });
}
const section = (name: RegExp) => screen.getByRole('region', { name });

describe('the privacy policy for people in Türkiye (issue 47 items 10 and 12)', () => {
  it('bare default: where the data is processed, no İYS registration claimed, the application before the complaint', () => {
    renderPolicy('tr', bare);
    expect(section(/Giriş/)).toHaveTextContent(
      'Verilerinizi Türkiye dışında, Almanya’daki şirketimizden, barındırma hizmeti sağlayıcımızın sunucularında',
    );
    const collection = section(/Topladığımız/);
    expect(collection).toHaveTextContent(
      '6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun kapsamında ticari elektronik iletidir',
    );
    expect(collection).toHaveTextContent('Bu ticari elektronik iletilere verdiğiniz onayı İleti Yönetim Sistemi’ne (İYS) kaydetmiyoruz');
    const rights = section(/Haklarınız/);
    expect(rights).toHaveTextContent('şikâyette bulunmadan önce başvurunuzu veri sorumlusu olarak bize yapmanız gerekir (KVKK m. 13)');
    expect(rights).toHaveTextContent('başvuru tarihinden itibaren 60 gün içinde Kurul’a şikâyette bulunabilirsiniz (KVKK m. 14)');
    expect(rights.textContent).not.toMatch(/Kurulu’na \(KVKK m\. 14\) ya da/);
  });

  it('full configuration, Turkish: the servers’ place, İYS, and the standard contract notified to the Kurum', () => {
    renderPolicy('tr', full);
    expect(section(/Giriş/)).toHaveTextContent('barındırma hizmeti sağlayıcımızın sunucularında (konum: Frankfurt am Main)');
    expect(section(/Topladığımız/)).toHaveTextContent(
      'Bu ticari elektronik iletilere verdiğiniz onayı İleti Yönetim Sistemi’ne (İYS) kaydederiz',
    );
    const recipients = section(/alıcılar/);
    expect(recipients).toHaveTextContent('standart sözleşmeye dayanılarak yapılır (7499 sayılı Kanun ile değişik KVKK m. 9/4)');
    expect(recipients).toHaveTextContent('beş iş günü içinde Kişisel Verileri Koruma Kurumu’na bildiririz');
    expect(recipients).not.toHaveTextContent('KVKK m. 9’da öngörülen uygun güvencelere');
  });

  it('a transfer without the standard contract configured names no specific KVKK safeguard', () => {
    renderPolicy('de', { ...full, privacy: { ...full.privacy, kvkkStandardContract: false, iysRegistered: false } });
    const recipients = section(/Empfänger/);
    expect(recipients).toHaveTextContent(
      'stützen sich Übermittlungen ins Ausland auf die in Art. 9 KVKK vorgesehenen geeigneten Garantien',
    );
    expect(recipients).not.toHaveTextContent('Standardvertrag (Art. 9 Abs. 4 KVKK');
    expect(section(/Erhebung/)).toHaveTextContent(
      'Wir registrieren Ihre Einwilligung nicht im türkischen Nachrichtenverwaltungssystem İYS',
    );
    expect(section(/Einleitung/)).toHaveTextContent('auf den Servern unseres Hosting-Anbieters (Standort: Frankfurt am Main)');
    expect(section(/Ihre Rechte/)).toHaveTextContent('richten Sie Ihren Antrag zuerst an uns als Verantwortlichen (Art. 13 KVKK)');
  });
});
