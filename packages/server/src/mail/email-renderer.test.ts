import { describe, expect, it } from 'vitest';
import { siteEmailRenderer } from './email-renderer.ts';
import { sourceEmailRenderer, testSiteUrl } from '../../test-support/email-renderer.ts';

const renderer = sourceEmailRenderer();

describe('the site e-mail entry, as the server renders it', () => {
  it('renders the double opt-in in the visitor’s language, with both parts and the absolute link', async () => {
    const email = await renderer.renderEmail({
      template: 'waitlistConfirm',
      language: 'tr',
      services: ['instagram', 'telegram'],
      confirmUrl: `${testSiteUrl}/tr/waitlist/confirm?token=abc`,
      deleteAfterDays: 30,
    });
    expect(email.subject).toBe('ZK Automations bekleme listesi kaydınızı lütfen onaylayın');
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="tr"');
    expect(email.html).toContain('href="https://zk.example/tr/waitlist/confirm?token=abc"');
    expect(email.text).toMatch(/^Merhaba,$/m);
    expect(email.text).toContain('Kaydınızı onaylayın');
    expect(email.text).toContain('Kaydımı onayla https://zk.example/tr/waitlist/confirm?token=abc');
    expect(email.text).toContain('Instagram Otomasyonu');
    expect(email.text).toContain('bilgilerinizi 30 gün sonra sileriz');
    expect(email.text).toContain(`${testSiteUrl}/tr/privacy`);
    expect(email.text).toContain('ZK Automations GmbH tarafından gönderildi');
    expect(email.text).toContain('Musterstraße 12, 10115 Berlin');
    expect(email.text).toContain(`Künye ${testSiteUrl}/tr/impressum`);
  });

  it('names a waitlist notification unambiguously, with the confirmation still pending, and the inbox by its console name', async () => {
    const lead = {
      kind: 'waitlist' as const,
      fullName: 'Işıl Çağlayan',
      email: 'i@example.com',
      services: ['telegram' as const],
      createdAt: '2026-11-26T09:41:00.000Z',
    };
    const turkish = await renderer.renderEmail({
      template: 'leadNotification',
      language: 'tr',
      lead,
      inboxUrl: `${testSiteUrl}/tr/admin/leads`,
    });
    expect(turkish.subject).toBe('Yeni bekleme listesi kaydı (onay bekleniyor): Işıl Çağlayan');
    expect(turkish.text).toContain(`Taleplerde aç ${testSiteUrl}/tr/admin/leads`);
    const german = await renderer.renderEmail({
      template: 'leadNotification',
      language: 'de',
      lead,
      inboxUrl: `${testSiteUrl}/de/admin/leads`,
    });
    expect(german.subject).toBe('Neue Wartelisten-Anmeldung (noch unbestätigt): Işıl Çağlayan');
    expect(german.text).toContain('In den Anfragen öffnen');
  });

  it('keeps a visitor’s line breaks out of the subject and their markup out of the HTML', async () => {
    const email = await renderer.renderEmail({
      template: 'leadNotification',
      language: 'de',
      lead: {
        kind: 'contact',
        fullName: 'Mallory\r\nBcc: all@example.com',
        email: 'm@example.com',
        inquiry: '<img src=x onerror=alert(1)>',
        createdAt: '2026-11-26T09:41:00.000Z',
      },
      inboxUrl: `${testSiteUrl}/de/admin/leads?lead=contact:1`,
    });
    expect(email.subject).toBe('Neue Kontaktanfrage: Mallory Bcc: all@example.com');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('26. November 2026 um 09:41 UTC');
  });

  it('prefills an announcement in every language', async () => {
    const template = await renderer.announcementTemplate('telegram');
    expect(Object.keys(template)).toEqual(['en', 'de', 'tr']);
    expect(template.de.subject).toBe('Telegram-Bot ist jetzt verfügbar');
    expect(template.en.body).toContain('Telegram Bot is now available');
  });

  it('says what to do when the site has not been built', async () => {
    await expect(siteEmailRenderer('/nonexistent/entry-email.js').announcementTemplate('telegram')).rejects.toThrow(/npm run build/);
  });
});
