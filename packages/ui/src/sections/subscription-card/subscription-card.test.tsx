import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SubscriptionCard } from './subscription-card';

describe('SubscriptionCard', () => {
  it('asks with one button in a plain form that posts the token to the page', async () => {
    const { container } = render(
      <main>
        <SubscriptionCard
          outcome="ask"
          title="Anmeldung bestätigen"
          lead="Nur noch ein Schritt."
          items={{ label: 'Ihre Auswahl', list: ['E-Mail-Akquise', 'Telegram-Bot'] }}
          form={{ action: '/de/waitlist/confirm', hidden: { token: 'abc' }, submit: 'Anmeldung bestätigen' }}
        />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-Mail-Akquise', 'Telegram-Bot']);
    const form = screen.getByRole('button', { name: 'Anmeldung bestätigen' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/de/waitlist/confirm');
    expect(new FormData(form).get('token')).toBe('abc');
    expect(container.querySelector('[data-slot="subscription-card"]')).toHaveAttribute('data-state', 'ask');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('offers no button when the link cannot be used, only the ways on', () => {
    render(
      <SubscriptionCard
        outcome="invalid"
        title="This link cannot be used"
        lead="It may have expired."
        actions={<a href="/en">Back to the home page</a>}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});
