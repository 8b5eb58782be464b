import type { AnnouncementDraft, AnnouncementRecord } from '@zk/data';
import { createLocalAdapters } from '@zk/data/local';
import { fixtureAdapters } from '@zk/data/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));
const { AnnouncementsPage } = await import('./announcements-page');

const text = (subject: string, body = `${subject} body`) => ({ subject, body });
const copyOf = (subject: string) => ({ en: text(subject), de: text(`${subject} (de)`), tr: text(`${subject} (tr)`) });

/** The server's answers as `packages/server/src/announcements/announcement-routes.ts` gives them (a fetch double). */
function fakeAnnouncementServer({ draft = null as AnnouncementDraft | null, recipients = 3, repeat = false } = {}) {
  const state = {
    draft,
    updatedAt: draft ? '2026-06-02T09:41:00.000Z' : null,
    records: [] as AnnouncementRecord[],
    posted: [] as unknown[],
    saved: [] as AnnouncementDraft[],
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/announcements/draft':
        return json({ draft: state.draft, updatedAt: state.updatedAt });
      case 'PUT /api/announcements/draft':
        state.saved.push(body);
        state.draft = body;
        state.updatedAt = '2026-06-02T10:00:00.000Z';
        return json({ draft: state.draft, updatedAt: state.updatedAt });
      case 'GET /api/announcements/template':
        return json(copyOf(`Template ${url.searchParams.get('service')}`));
      case 'GET /api/announcements/audience':
        return json({ service: url.searchParams.get('service'), counts: { en: recipients, de: 2, tr: 1 }, total: recipients + 3 });
      case 'GET /api/announcements':
        return json({ announcements: state.records });
      case 'POST /api/announcements': {
        state.posted.push(body);
        if (recipients === 0) return json({ error: { code: 'no_recipients', message: 'Nobody' } }, 409);
        if (repeat && !body.confirmRepeat) return json({ error: { code: 'repeat_announcement', message: 'Sent minutes ago' } }, 409);
        const record: AnnouncementRecord = {
          id: '1',
          service: body.service,
          createdAt: '2026-06-02T10:01:00.000Z',
          createdBy: 'op@example.com',
          recipients: recipients + 3,
          perLanguage: { en: recipients, de: 2, tr: 1 },
          delivered: 0,
          failed: 0,
          pending: recipients + 3,
          subjects: { en: body.copy.en.subject, de: body.copy.de.subject, tr: body.copy.tr.subject },
        };
        state.records.unshift(record);
        state.draft = null;
        return json({ announcement: record }, 201);
      }
    }
    return json({ error: { code: 'not_found', message: 'unknown' } }, 404);
  });
  return { fetch, state };
}

function setup(options?: Parameters<typeof fakeAnnouncementServer>[0]) {
  const server = fakeAnnouncementServer(options);
  const adapters = { ...fixtureAdapters().adapters, announcements: createLocalAdapters({ fetch: server.fetch }).announcements };
  renderAt(<AnnouncementsPage />, { path: '/admin/announcements', adapters });
  return server;
}

const subjectOf = (language: string) => within(screen.getByRole('group', { name: language })).getByRole('textbox', { name: 'Subject' });

describe('AnnouncementsPage', () => {
  it('restores the draft kept on the server and counts its recipients per language', async () => {
    setup({ draft: { service: 'telegram', copy: copyOf('Kept draft') } });
    await waitFor(() => expect(subjectOf('German')).toHaveValue('Kept draft (de)'));
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('telegram');
    const audience = screen.getByRole('region', { name: 'Recipients' });
    await waitFor(() => expect(within(audience).getByText('Total').nextElementSibling).toHaveTextContent('6'));
    expect(within(audience).getByText('German').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText(/^Draft saved /)).toBeInTheDocument();
  });

  it('prefills an untouched draft from the service’s template and saves what is typed, debounced', async () => {
    const server = setup();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledWith('/api/announcements/draft', expect.anything()));
    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'instagram' } });
    await waitFor(() => expect(subjectOf('Turkish')).toHaveValue('Template instagram (tr)'));
    fireEvent.change(subjectOf('German'), { target: { value: 'Instagram ist da' } });
    await waitFor(() => expect(server.state.saved.at(-1)?.copy.de.subject).toBe('Instagram ist da'), { timeout: 5000 });
    expect(server.state.saved.at(-1)).toMatchObject({ service: 'instagram', copy: { tr: { subject: 'Template instagram (tr)' } } });
    // A template for another service replaces nothing the operator changed.
    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'twitter' } });
    const asked = () => server.fetch.mock.calls.map(([url]) => url);
    await waitFor(() => expect(asked()).toContain('/api/announcements/audience?service=twitter'));
    expect(asked()).not.toContain('/api/announcements/template?service=twitter');
    expect(subjectOf('German')).toHaveValue('Instagram ist da');
    expect(subjectOf('Turkish')).toHaveValue('Template instagram (tr)');
  });

  it('sends after the confirmation, shows the record and empties the draft', async () => {
    const server = setup({ draft: { service: 'telegram', copy: copyOf('Launch') } });
    await waitFor(() => expect(subjectOf('English')).toHaveValue('Launch'));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Recipients' })).getByText('Total').nextElementSibling).toHaveTextContent('6'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It goes to 6 people now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.posted).toEqual([
      { service: 'telegram', copy: copyOf('Launch'), idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/), confirmRepeat: false },
    ]);
    expect(screen.getByText('Announcement queued for 6 recipients')).toBeInTheDocument();
    const row = await screen.findByRole('rowheader', { name: /2026/ });
    expect(row.closest('tr')).toHaveTextContent('Telegram Bot');
    expect(row.closest('tr')).toHaveTextContent('op@example.com');
    expect(subjectOf('English')).toHaveValue('');
  });

  it('keeps the confirmation open with the reason when nobody would receive it', async () => {
    setup({ draft: { service: 'telegram', copy: copyOf('Launch') }, recipients: 0 });
    await waitFor(() => expect(subjectOf('English')).toHaveValue('Launch'));
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Nobody who chose this service has confirmed and is still subscribed.'),
    );
  });

  it('sends the same key again after a refusal, asks again for a repeat, and makes a new key for the next announcement', async () => {
    const server = setup({ draft: { service: 'telegram', copy: copyOf('Launch') }, repeat: true });
    await waitFor(() => expect(subjectOf('English')).toHaveValue('Launch'));
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'The same announcement of this service went out a few minutes ago. To send it a second time, press “Send now” again.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [refused, confirmed] = server.state.posted as Array<{ idempotencyKey: string; confirmRepeat: boolean }>;
    expect(refused).toMatchObject({ confirmRepeat: false });
    expect(confirmed).toMatchObject({ confirmRepeat: true, idempotencyKey: refused!.idempotencyKey });

    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'telegram' } });
    for (const language of ['English', 'German', 'Turkish']) {
      fireEvent.change(subjectOf(language), { target: { value: 'Next' } });
      fireEvent.change(within(screen.getByRole('group', { name: language })).getByRole('textbox', { name: 'Message' }), {
        target: { value: 'More news' },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(server.state.posted).toHaveLength(3));
    const next = server.state.posted[2] as { idempotencyKey: string; confirmRepeat: boolean };
    expect(next.idempotencyKey).not.toBe(refused!.idempotencyKey);
    expect(next.confirmRepeat).toBe(false);
  });
});
