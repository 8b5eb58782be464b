import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../test-support/email-markup';
import { AnnouncementEmail, paragraphsOf } from './announcement-email';

describe('AnnouncementEmail', () => {
  it('shows the operator’s subject and paragraphs as text, with a visible unsubscribe link', async () => {
    const { container } = renderEmail(
      <AnnouncementEmail
        lang="tr"
        brand="ZK Automations"
        subject="Telegram Bot artık kullanıma sunuldu"
        body={'İlk paragraf.\r\n\r\nİkinci <b>paragraf</b>.\nAynı paragrafta yeni satır.'}
        unsubscribeUrl="https://zk.example/tr/waitlist/unsubscribe?token=t"
        labels={{
          greeting: 'Merhaba Işıl,',
          reason: 'Neden bu e-posta',
          unsubscribeHint: 'Artık istemiyor musunuz?',
          unsubscribe: 'Abonelikten çık',
        }}
        footer={{
          sentBy: 'ZK Otomasyon Ltd. Şti. tarafından gönderildi, https://zk.example',
          address: 'Örnek Sokak 1, 34000 İstanbul',
          imprint: { href: 'https://zk.example/tr/impressum', label: 'Künye' },
          privacy: { href: 'https://zk.example/tr/privacy', label: 'Gizlilik politikası' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Telegram Bot artık kullanıma sunuldu' })).toBeInTheDocument();
    expect(screen.getByText(/İkinci <b>paragraf<\/b>\./)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abonelikten çık' })).toHaveAttribute(
      'href',
      'https://zk.example/tr/waitlist/unsubscribe?token=t',
    );
    expect(screen.getByText(/Örnek Sokak 1, 34000 İstanbul/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Künye' })).toHaveAttribute('href', 'https://zk.example/tr/impressum');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('splits a body into paragraphs at blank lines', () => {
    expect(paragraphsOf('One.\r\n\r\n  \nTwo,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
  });
});
