import { DataError } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';
import { DashboardCountdowns } from './dashboard-countdowns';

type Countdowns = ReturnType<typeof fixtureAdapters>['adapters']['countdowns'];

/** The dashboard's countdowns in German, on adapters with some countdown calls replaced. */
function renderGerman(replace: (countdowns: Countdowns) => Partial<Countdowns>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { adapters } = fixtureAdapters({
    countdowns: [{ id: 'a', title: 'Frühjahrsangebot', target_date: '2026-03-01T09:00:00.000Z', is_active: true }],
  });
  const countdowns = { ...adapters.countdowns, ...replace(adapters.countdowns) };
  renderAt(<DashboardCountdowns />, { path: '/de/admin/dashboard', adapters: { ...adapters, countdowns }, language: 'de' });
}

describe('DashboardCountdowns failures', () => {
  it('says in German that the list could not be loaded, instead of showing an empty list', async () => {
    renderGerman(() => ({ list: () => Promise.reject(new DataError('network', 'fetch failed')) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Countdowns konnten nicht geladen werden.');
  });

  it('shows a failed toggle, and clears it once the next toggle succeeds', async () => {
    let fail = true;
    renderGerman((countdowns) => ({
      toggle: (id) => (fail ? Promise.reject(new DataError('internal', 'boom', 500)) : countdowns.toggle(id)),
    }));
    const list = await screen.findByRole('list', { name: /Countdowns/ });
    const [first] = within(list).getAllByRole('listitem');
    const toggleButton = within(first!).getAllByRole('button')[0]!;
    await userEvent.click(toggleButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Countdown konnte nicht umgeschaltet werden.');
    fail = false;
    await userEvent.click(toggleButton);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
