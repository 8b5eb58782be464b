import type { InboxLead } from '@zk/data';
import { createLocalAdapters } from '@zk/data/local';
import { fixtureAdapters } from '@zk/data/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLeadServer } from '../../test-support/fake-lead-server';
import { renderAt } from '../../test-support/render-site';
import type { ErasureCopies } from '../props/admin';
import { DashboardLeadInbox } from './dashboard-lead-inbox';
import { downloadFrom } from './download';
import { searchDebounceMs } from './use-lead-inbox';

vi.mock('./download', () => ({ downloadFrom: vi.fn() }));
vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

const contact = (id: string, fullName: string, createdAt: string, extra: Partial<InboxLead> = {}): InboxLead =>
  ({
    kind: 'contact',
    id,
    fullName,
    email: `${id}@example.com`,
    status: 'New',
    createdAt,
    inquiry: `Message from ${fullName}`,
    ...extra,
  }) as InboxLead;

const leads: InboxLead[] = [
  contact('c1', 'Lena Hoffmann', '2026-06-03T10:00:00.000Z'),
  {
    kind: 'waitlist',
    id: 'w1',
    fullName: 'Işıl İnce',
    email: 'isil@example.com',
    status: 'Contacted',
    createdAt: '2026-06-02T10:00:00.000Z',
    services: ['Telegram Bot'],
    language: 'tr',
    subscription: 'confirmed',
  },
  contact('c2', 'Murat Demir', '2026-06-01T10:00:00.000Z', { email: 'isil@example.com' }),
];

/** Nothing leaves the database but downloaded exports. */
const noCopies: ErasureCopies = { airtable: false, notifications: null, webhooks: null, backupRetentionHours: null };

function setup(language: 'en' | 'de' | 'tr' = 'en', copies: ErasureCopies = noCopies) {
  const server = fakeLeadServer(leads);
  const local = createLocalAdapters({ fetch: server.fetch, backoffMs: [60_000] });
  const adapters = { ...fixtureAdapters().adapters, leads: local.leads };
  const view = renderAt(<DashboardLeadInbox copies={copies} />, { path: '/admin/dashboard', adapters, language });
  return { server, ...view };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Leads' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);

describe('DashboardLeadInbox', () => {
  it('reads the first page, loads more, and exports what the filters select', async () => {
    const { server } = setup();
    await waitFor(() => expect(names()).toEqual(['Lena Hoffmann', 'Işıl İnce']));
    expect(within(screen.getByRole('list', { name: 'Leads' })).getByText('Telegram Bot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toEqual(['Lena Hoffmann', 'Işıl İnce', 'Murat Demir']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.inboxQueries()).toEqual(['', 'cursor=2']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted');
    await waitFor(() => expect(names()).toEqual(['Işıl İnce']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadFrom).toHaveBeenCalledWith('/api/leads.csv?export=token-1'));
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/leads/exports', body: { status: 'Contacted' } });
    expect(within(screen.getByRole('list', { name: 'Leads' })).getByText('Confirmed')).toBeInTheDocument();

    // The double opt-in's state filters too, and goes into the export.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mails' }), 'confirmed');
    await waitFor(() => expect(server.inboxQueries().at(-1)).toBe('status=Contacted&subscription=confirmed'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(server.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/leads/exports',
        body: { status: 'Contacted', subscription: 'confirmed' },
      }),
    );
  });

  it('asks the server once the search has settled, not on every keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server } = setup();
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    for (const value of ['m', 'mu', 'mur']) fireEvent.change(search, { target: { value } });
    await act(async () => vi.advanceTimersByTime(searchDebounceMs - 1));
    expect(server.inboxQueries()).toEqual(['']);
    await act(async () => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(names()).toEqual(['Murat Demir']));
    expect(server.inboxQueries()).toEqual(['', 'q=mur']);
    // The search travels in request bodies only: no address the browser asked for holds it.
    expect(server.requests.filter((r) => r.query.toString().includes('mur'))).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('zk.leadInbox.filters') ?? '{}')).toMatchObject({ q: 'mur' });
  });

  it('changes a status inline and announces it', async () => {
    const { server } = setup();
    const select = await screen.findByRole('combobox', { name: 'Status of Lena Hoffmann' });
    await userEvent.selectOptions(select, 'Contacted');
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Status changed to Contacted'));
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/api/leads/inbox/contact/c1', body: { status: 'Contacted' } });
    expect(select).toHaveValue('Contacted');
  });

  it('deletes a lead after confirmation and erases every lead of an address', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the lead from Lena Hoffmann' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lena Hoffmann: show details' })).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/leads/inbox/contact/c1')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Işıl İnce: show details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Erase all leads of this e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Erase all' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('2 leads erased'));
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/leads/erasure', body: { email: 'isil@example.com' } });
    expect(screen.queryByRole('button', { name: 'Işıl İnce: show details' })).toBeNull();
  });

  it('says in both dialogs what becomes of each copy outside the database, as configured', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the lead from Lena Hoffmann' }));
    const plain = screen.getByRole('alertdialog', { name: 'Delete this lead?' });
    expect(plain).toHaveTextContent('Exports you have downloaded still hold the data');
    expect(plain.textContent).not.toMatch(/mailbox|erasure notice|Airtable|Backups/);
    cleanup();

    const everyCopy: ErasureCopies = {
      airtable: true,
      notifications: { provider: null, region: null },
      webhooks: { recipient: null, host: 'hooks.zapier.com', region: null },
      backupRetentionHours: 7 * 24,
    };
    setup('de', everyCopy);
    await userEvent.click(await screen.findByRole('button', { name: 'Lena Hoffmann: Details anzeigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alle Anfragen dieser E-Mail-Adresse löschen' }));
    const erase = screen.getByRole('alertdialog', { name: 'Alle Anfragen dieser Adresse löschen?' });
    expect(erase).not.toHaveTextContent('auch aus der Suche und den Exporten');
    for (const sentence of [
      'Die Kopie in Airtable wird ebenfalls gelöscht.',
      'Bereits versandte Benachrichtigungen bleiben im Postfach Ihres Teams: Löschen Sie sie dort.',
      'erhält eine Löschmitteilung (lead.erased); löscht er seine Kopie daraufhin nicht selbst, löschen Sie sie dort.',
      'Heruntergeladene Exporte enthalten die Daten weiterhin',
      'spätestens in 7 Tagen.',
    ])
      expect(erase).toHaveTextContent(sentence);
  });

  it('puts a new lead on top when the operator stream sends its lead event', async () => {
    const { server } = setup();
    await waitFor(() => expect(names()).toEqual(['Lena Hoffmann', 'Işıl İnce']));
    await waitFor(() => expect(server.streamCount()).toBe(1));
    act(() => server.add(contact('c9', 'Zeynep Kaya', '2026-06-04T08:00:00.000Z')));
    await waitFor(() => expect(names()).toEqual(['Zeynep Kaya', 'Lena Hoffmann', 'Işıl İnce']));
  });

  it('shows a failed load and reads again on retry', async () => {
    const server = fakeLeadServer(leads);
    server.failNextRequest();
    const local = createLocalAdapters({ fetch: server.fetch, backoffMs: [60_000] });
    renderAt(<DashboardLeadInbox copies={noCopies} />, {
      path: '/admin/dashboard',
      adapters: { ...fixtureAdapters().adapters, leads: local.leads },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The leads could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Lena Hoffmann', 'Işıl İnce']));
  });

  it('says that Airtable is the inbox with hosted services, in the page language', () => {
    renderAt(<DashboardLeadInbox />, { path: '/de/admin/dashboard', adapters: fixtureAdapters().adapters, language: 'de' });
    expect(screen.getByRole('region', { name: 'Anfragen' })).toHaveTextContent('Airtable');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
