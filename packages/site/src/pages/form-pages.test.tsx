import { DataError } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { renderAt } from '../../test-support/render-site';
import { ContactPage } from './contact-page';
import type * as LazyFormThanksModule from './lazy-form-thanks';
import { WaitlistPage } from './waitlist-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const thanksLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./lazy-form-thanks', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyFormThanksModule>();
  return {
    ...actual,
    lazyThanks: (load: Parameters<typeof actual.lazyThanks>[0]) => {
      const thanks = actual.lazyThanks(load);
      return {
        ...thanks,
        load: () => {
          thanksLoads.count++;
          return thanks.load();
        },
      };
    },
  };
});

describe('form pages as HTML first', () => {
  it('posts the contact form to its own address', () => {
    renderAt(<ContactPage />, { path: '/de/contact', adapters: fixtureAdapters().adapters, language: 'de' });
    const form = screen.getByRole('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/de/contact');
  });

  it('shows a contact form the server sent back: the input kept, messages in the page language at their fields', () => {
    renderAt(<ContactPage />, {
      path: '/tr/contact',
      adapters: fixtureAdapters().adapters,
      language: 'tr',
      servedForm: {
        form: 'contact',
        values: { fullName: '', email: 'ayse@', inquiry: 'Merhaba' },
        fieldErrors: { fullName: 'required', email: 'invalid_email' },
      },
    });
    expect(screen.getByRole('textbox', { name: 'E-posta' })).toHaveValue('ayse@');
    expect(screen.getByRole('textbox', { name: 'E-posta' })).toHaveAccessibleDescription('Lütfen geçerli bir e-posta adresi girin');
    expect(screen.getByRole('textbox', { name: 'Ad Soyad' })).toHaveAccessibleDescription('Bu alan zorunludur');
    expect(screen.getByRole('textbox', { name: tr.common.inquiry })).toHaveValue('Merhaba');
  });

  it('shows the rate-limit box for a form the server refused for sending too often', () => {
    renderAt(<ContactPage />, {
      path: '/en/contact',
      adapters: fixtureAdapters().adapters,
      servedForm: {
        form: 'contact',
        values: { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' },
        fieldErrors: {},
        failure: 'rate_limited',
      },
    });
    expect(screen.getByRole('alert').textContent).toMatch(/too many/i);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada');
  });

  it('shows a form the server could not store (disk full) again, the input kept, the reason in the page language', () => {
    renderAt(<WaitlistPage />, {
      path: '/de/waitlist',
      adapters: fixtureAdapters().adapters,
      language: 'de',
      servedForm: {
        form: 'waitlist',
        values: { fullName: 'Jürgen Groß', email: 'jg@example.de', services: ['telegram'] },
        fieldErrors: {},
        failure: 'storage_unavailable',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(de.forms.storageUnavailable);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Jürgen Groß');
    expect(screen.getByRole('checkbox', { name: 'Telegram-Bot' })).toBeChecked();
  });

  it('says the same when the JSON route answers storage_unavailable', async () => {
    const fixtures = fixtureAdapters();
    fixtures.failSubmissionsWith(new DataError('storage_unavailable', 'The submission could not be stored right now', 503));
    renderAt(<ContactPage />, { path: '/tr/contact', adapters: fixtures.adapters, language: 'tr' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Ad Soyad' }), 'Ayşe Yılmaz');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com.tr');
    await userEvent.type(screen.getByRole('textbox', { name: tr.common.inquiry }), 'Merhaba');
    await userEvent.click(screen.getByRole('button', { name: tr.contact.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.forms.storageUnavailable);
    expect(screen.getByRole('textbox', { name: 'Ad Soyad' })).toHaveValue('Ayşe Yılmaz');
  });

  it('loads the thank-you screen only once a checked form is sent, then shows it', async () => {
    thanksLoads.count = 0;
    renderAt(<ContactPage />, { path: '/en/contact', adapters: fixtureAdapters().adapters });
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: en.contact.submit }));
    expect(thanksLoads.count).toBe(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: en.common.inquiry }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: en.contact.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: en.common.thankYou })).toHaveFocus();
    expect(thanksLoads.count).toBe(1);
  });

  it('thanks the visitor at the address a posted form is redirected to', async () => {
    renderAt(<WaitlistPage />, { path: '/de/waitlist?sent=1', adapters: fixtureAdapters().adapters, language: 'de' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  // The double opt-in is pending: nobody is on the waitlist before confirming (issue 47 item 6).
  it.each([
    ['en', 'Almost done: please confirm your sign-up.', /added to our waitlist/],
    ['de', 'Fast geschafft: Bitte bestätigen Sie noch Ihre Anmeldung.', /stehen jetzt auf/],
    ['tr', 'Neredeyse tamam: Lütfen kaydınızı onaylayın.', /eklendiniz/],
  ] as const)('%s: asks for the confirmation instead of announcing a place on the list', async (language, pending, untrue) => {
    const { container } = renderAt(<WaitlistPage />, {
      path: `/${language}/waitlist?sent=1`,
      adapters: fixtureAdapters().adapters,
      language,
    });
    expect(await screen.findByText(pending)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(untrue);
  });

  it('ticks the ?service= tile on the first render, and ignores an unknown one', () => {
    const { unmount } = renderAt(<WaitlistPage />, { path: '/en/waitlist?service=telegram', adapters: fixtureAdapters().adapters });
    expect(screen.getByRole('checkbox', { name: 'Telegram Bot' })).toBeChecked();
    unmount();
    renderAt(<WaitlistPage />, { path: '/en/waitlist?service=fax', adapters: fixtureAdapters().adapters });
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
  });
});
