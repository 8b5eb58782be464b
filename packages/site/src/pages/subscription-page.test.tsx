import type { SubscriptionPageState } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import type { Language } from '@zk/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServedSubscription } from '../app/served-subscription';
import { renderAt } from '../../test-support/render-site';
import { SubscriptionPage } from './subscription-page';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

function renderState(state: SubscriptionPageState, language: Language = 'en') {
  renderAt(
    <ServedSubscription value={state}>
      <SubscriptionPage />
    </ServedSubscription>,
    { path: `/${language}/waitlist/${state.page}`, adapters: fixtureAdapters().adapters, language },
  );
}

describe('SubscriptionPage', () => {
  it('asks for the confirmation with a form that posts the token back to the page, naming the services', () => {
    renderState({ page: 'confirm', outcome: 'ask', token: 't'.repeat(43), services: ['cold-email', 'telegram'] }, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-Mail-Akquise', 'Telegram-Bot']);
    const form = screen.getByRole('button', { name: 'Anmeldung bestätigen' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/de/waitlist/confirm');
    expect(form).toHaveAttribute('method', 'post');
    expect(new FormData(form).get('token')).toBe('t'.repeat(43));
  });

  it('says what was confirmed', () => {
    renderState({ page: 'confirm', outcome: 'done', services: ['instagram'] }, 'tr');
    expect(screen.getByRole('heading', { level: 1, name: 'Kaydınız onaylandı' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Instagram Otomasyonu');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains an unusable link without a button, offering the waitlist again', () => {
    renderState({ page: 'confirm', outcome: 'invalid' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(/valid for 7 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join the waitlist again' })).toHaveAttribute('href', '/en/waitlist');
  });

  it('unsubscribes by a form, then says so', () => {
    renderState({ page: 'unsubscribe', outcome: 'ask', token: 'u'.repeat(43) });
    const form = screen.getByRole('button', { name: 'Unsubscribe' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/en/waitlist/unsubscribe');
  });
});
