import { fixtureAdapters } from '@zk/data/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-site';
import { CountdownBanner } from './countdown-banner';

const later = { id: 'b', title: 'Later offer', target_date: '2031-01-01T00:00:00.000Z', is_active: true };
const launch = { id: 'a', title: 'Launch offer', target_date: '2030-01-01T08:00:00.000Z', is_active: true };

function renderBanner(fixture: ReturnType<typeof fixtureAdapters>, language: 'en' | 'de' | 'tr' = 'en') {
  return renderAt(<CountdownBanner />, { path: '/', adapters: fixture.adapters, language });
}

describe('CountdownBanner (site)', () => {
  it('shows the earliest active countdown with its target for screen readers, and re-reads on any change', async () => {
    const fixture = fixtureAdapters({ countdowns: [later, launch] });
    renderBanner(fixture);
    const region = await screen.findByRole('region', { name: 'Countdown' });
    expect(region).toHaveTextContent('Launch offer');
    expect(region).toHaveTextContent('Ends Tuesday, January 1, 2030 at');
    act(() => fixture.emit({ type: 'CHANGED' }, [later]));
    await waitFor(() => expect(screen.getByRole('region')).toHaveTextContent('Later offer'));
    act(() => fixture.emit({ type: 'CHANGED' }, []));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('formats the target in the page language', async () => {
    renderBanner(fixtureAdapters({ countdowns: [launch] }), 'de');
    expect(await screen.findByRole('region', { name: 'Countdown' })).toHaveTextContent('Endet am Dienstag, 1. Januar 2030 um');
  });

  it('formats the target the Turkish way on Turkish pages', async () => {
    renderBanner(fixtureAdapters({ countdowns: [launch] }), 'tr');
    const region = await screen.findByRole('region', { name: 'Geri sayım' });
    expect(region).toHaveTextContent('1 Ocak 2030 Salı');
    expect(region.textContent).toContain(new Intl.DateTimeFormat('tr', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(launch.target_date)));
  });

  it('ticks every second and disappears when the time is up', async () => {
    const target = new Date(Date.now() + 2_500).toISOString();
    renderBanner(fixtureAdapters({ countdowns: [{ ...launch, target_date: target }] }));
    await screen.findByRole('region');
    const digits = () => screen.queryByRole('region')?.querySelector('ol')?.textContent;
    await waitFor(() => expect(digits()).toBe('00Days00Hours00Min01Sec'), { timeout: 2_000 });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull(), { timeout: 3_000 });
  });
});
