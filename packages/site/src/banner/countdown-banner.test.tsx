import { fixtureAdapters } from '@zk/data/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test-support/render-site';
import { bannerOverlayAttribute, CountdownBanner } from './countdown-banner';
import type { ServedBanner } from '@zk/data';

const later = { id: 'b', title: 'Later offer', target_date: '2031-01-01T00:00:00.000Z', is_active: true };
const launch = { id: 'a', title: 'Launch offer', target_date: '2030-01-01T08:00:00.000Z', is_active: true };

function renderBanner(fixture: ReturnType<typeof fixtureAdapters>, language: 'en' | 'de' | 'tr' = 'en', served?: ServedBanner) {
  return renderAt(<CountdownBanner served={served} />, { path: '/', adapters: fixture.adapters, language });
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

  it('arrives over the top of the page when the page had none, and gives scrolls room under it while it shows', async () => {
    const fixture = fixtureAdapters({ countdowns: [launch] });
    renderBanner(fixture);
    expect(await screen.findByRole('region', { name: 'Countdown' })).toHaveAttribute('data-placement', 'overlay');
    expect(document.documentElement).toHaveAttribute(bannerOverlayAttribute);
    act(() => fixture.emit({ type: 'CHANGED' }, []));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    // The attribute goes in the effect's clean-up, which React runs after the commit that removed the region.
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute(bannerOverlayAttribute));
  });

  it('takes over a served banner as rendered (the server clock and date line first), in the page row, and keeps the row when it ends', async () => {
    const fixture = fixtureAdapters({ countdowns: [launch] });
    const servedAt = Date.parse('2029-12-31T08:00:00.000Z');
    renderBanner(fixture, 'en', { countdown: launch, now: servedAt, ends: 'served line' });
    const region = screen.getByRole('region', { name: 'Countdown' });
    expect(region).toHaveAttribute('data-placement', 'inline');
    expect(document.documentElement).not.toHaveAttribute(bannerOverlayAttribute);
    await waitFor(() => expect(region).toHaveTextContent('Ends Tuesday, January 1, 2030 at'));
    act(() => fixture.emit({ type: 'CHANGED' }, []));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(document.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('formats the target in the page language', async () => {
    renderBanner(fixtureAdapters({ countdowns: [launch] }), 'de');
    expect(await screen.findByRole('region', { name: 'Countdown' })).toHaveTextContent('Endet am Dienstag, 1. Januar 2030 um');
  });

  it('formats the target the Turkish way on Turkish pages', async () => {
    renderBanner(fixtureAdapters({ countdowns: [launch] }), 'tr');
    const region = await screen.findByRole('region', { name: 'Geri sayım' });
    expect(region).toHaveTextContent('1 Ocak 2030 Salı');
    expect(region.textContent).toContain(
      new Intl.DateTimeFormat('tr', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(launch.target_date)),
    );
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
