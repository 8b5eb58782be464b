import type { ActivityEntry } from '@zk/data';
import { createLocalAdapters } from '@zk/data/local';
import { fixtureAdapters } from '@zk/data/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));
const { ActivityPage } = await import('./activity-page');

const entry = (id: string, extra: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-06-02T09:41:00.000Z',
  event: 'sign_in_succeeded',
  kind: 'sign_in',
  outcome: 'success',
  ip: '203.0.113.7',
  device: 'Firefox on Linux',
  emailHash: '0123456789abcdef',
  operatorId: 'op-1',
  details: {},
  ...extra,
});

/** The server's answers as `packages/server/src/routes/activity.ts` gives them (a fetch double). */
function fakeActivityServer(events: ActivityEntry[], { failList = false } = {}) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/admin/activity') {
      if (failList) return json({ error: { code: 'internal', message: 'boom' } }, 500);
      const kind = url.searchParams.get('kind');
      const before = url.searchParams.get('before');
      const shown = events.filter((e) => !kind || e.kind === kind);
      return before
        ? json({ events: shown.slice(1), nextBefore: null })
        : json({ events: shown.slice(0, 1), nextBefore: shown.length > 1 ? '1.1' : null });
    }
    if (url.pathname === '/api/admin/sessions/revoke-others' && init?.method === 'POST') {
      events.unshift(entry('99', { event: 'sessions_revoked', details: { count: 2 } }));
      return json({ ended: 2 });
    }
    return json({ error: { code: 'not_found', message: 'unknown' } }, 404);
  });
  return { fetch, requests };
}

function setup(events: ActivityEntry[], options?: Parameters<typeof fakeActivityServer>[1], language: 'en' | 'de' | 'tr' = 'en') {
  const server = fakeActivityServer(events, options);
  const adapters = { ...fixtureAdapters().adapters, activity: createLocalAdapters({ fetch: server.fetch }).activity };
  renderAt(<ActivityPage />, { path: language === 'en' ? '/admin/activity' : `/${language}/admin/activity`, adapters, language });
  return server;
}

describe('ActivityPage', () => {
  it('says a configuration warning in the page language, and an unknown one as the server wrote it', async () => {
    setup(
      [
        entry('2', {
          event: 'configuration_warning',
          kind: 'configuration',
          details: { warning: 'smtp_unset', message: 'SMTP_URL is not set.' },
        }),
        entry('1', {
          event: 'configuration_warning',
          kind: 'configuration',
          details: { warning: 'from_a_newer_server', message: 'NEW_THING is odd.' },
        }),
      ],
      undefined,
      'tr',
    );
    const table = await screen.findByRole('table');
    const [known] = within(table).getAllByRole('row').slice(1);
    expect(known).toHaveTextContent('SMTP_URL ayarlanmamış: E-postalar oluşturulup e-posta kaydında saklanıyor');
    expect(known).not.toHaveTextContent('SMTP_URL is not set.');
    fireEvent.click(screen.getByRole('button', { name: 'Daha eski olayları yükle' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('NEW_THING is odd.');
  });

  it('shows the events in the page language with times in its locale, and sets title and h1', async () => {
    setup(
      [
        entry('2', { event: 'sign_in_throttled', kind: 'failure', outcome: 'refused', details: { reason: 'rate_limited' } }),
        entry('1', { event: 'leads_erased', kind: 'erasure', details: { count: 3 } }),
      ],
      undefined,
      'de',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aktivität' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Aktivität · /));
    const table = await screen.findByRole('table', { name: 'Sicherheitsereignisse, neueste zuerst' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Anmeldung zurückgehalten');
    expect(first).toHaveTextContent('Abgelehnt');
    expect(first).toHaveTextContent('zu viele Versuche');
    const time = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-06-02T09:41:00.000Z'));
    expect(within(first!).getByText(time)).toHaveAttribute('datetime', '2026-06-02T09:41:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Ältere Ereignisse laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('3 Einträge');
  });

  it('filters by kind on the server', async () => {
    const server = setup([entry('2', { event: 'sign_in_failed', kind: 'failure', outcome: 'failure' }), entry('1', {})]);
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'failure' } });
    await waitFor(() => expect(server.requests).toContain('GET /api/admin/activity?kind=failure&limit=50'));
    expect(await screen.findByRole('rowheader', { name: 'Sign-in failed' })).toBeInTheDocument();
  });

  it('signs out the other sessions, says how many, and shows the new event', async () => {
    const server = setup([entry('1', {})], undefined, 'tr');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Diğer tüm oturumları kapat' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 diğer oturum kapatıldı.'));
    expect(server.requests).toContain('POST /api/admin/sessions/revoke-others');
    expect(await screen.findByRole('rowheader', { name: 'Diğer oturumlar kapatıldı' })).toBeInTheDocument();
  });

  it('says when the log could not be loaded', async () => {
    setup([], { failList: true });
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
  });
});
