import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../test-support/email-markup';
import { WaitlistConfirmEmail } from './waitlist-confirm-email';

const props = {
  lang: 'de',
  brand: 'ZK Automations',
  confirmUrl: 'https://zk.example/de/waitlist/confirm?token=abc',
  services: ['E-Mail-Akquise', 'Telegram-Bot'],
  labels: {
    preview: 'Ein Klick genügt',
    heading: 'Anmeldung bestätigen',
    greeting: 'Guten Tag,',
    intro: 'bitte bestätigen Sie:',
    button: 'Anmeldung bestätigen',
    linkHint: 'Falls die Schaltfläche nicht funktioniert:',
    expiry: 'Der Link ist 7 Tage lang gültig.',
    ignore: 'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail.',
  },
  footer: {
    sentBy: 'Gesendet von ZK Automations',
    address: 'Musterstraße 1, 10115 Berlin',
    imprint: { href: 'https://zk.example/de/impressum', label: 'Impressum' },
    privacy: { href: 'https://zk.example/de/privacy', label: 'Datenschutzerklärung' },
  },
};

describe('WaitlistConfirmEmail', () => {
  it('is in its language, names the chosen services and links to the confirmation page', async () => {
    const { document, container } = renderEmail(<WaitlistConfirmEmail {...props} />);
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(props.services);
    const links = screen.getAllByRole('link', { name: /Anmeldung bestätigen|waitlist\/confirm/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([props.confirmUrl, props.confirmUrl]);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', 'https://zk.example/de/privacy');
    expect(container.querySelector('[data-slot="waitlist-confirm-email"]')).not.toBeNull();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
