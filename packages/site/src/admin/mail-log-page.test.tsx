import type { MailLogEntry } from '@zk/data';
import { createLocalAdapters } from '@zk/data/local';
import { fixtureAdapters } from '@zk/data/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));
const { MailLogPage } = await import('./mail-log-page');

const entry = (id: string, extra: Partial<MailLogEntry>): MailLogEntry => ({
  id,
  kind: 'waitlistConfirm',
  status: 'kept',
  recipient: `${id}@example.com`,
  subject: `Subject ${id}`,
  language: 'de',
  createdAt: '2026-06-02T09:41:00.000Z',
  sentAt: null,
  error: null,
  attempts: 0,
  messageId: `<${id}@zk.test>`,
  announcementId: null,
  ...extra,
});

/** The server's answers as `packages/server/src/mail/mail-routes.ts` gives them (a fetch double). */
function fakeMailServer(messages: MailLogEntry[], { transport = true, failList = false } = {}) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/mail') {
      if (failList) return json({ error: { code: 'internal', message: 'boom' } }, 500);
      const status = url.searchParams.get('status');
      const shown = messages.filter((m) => !status || m.status === status);
      return json({ messages: shown, nextBefore: null, transport });
    }
    const retry = /^\/api\/mail\/(\w+)\/retry$/.exec(url.pathname);
    if (retry && init?.method === 'POST') {
      const message = messages.find((m) => m.id === retry[1] && m.status === 'failed');
      if (!message) return json({ error: { code: 'not_found', message: 'No failed message' } }, 404);
      Object.assign(message, { status: 'queued', error: null });
      return json({ message });
    }
    return json({ error: { code: 'not_found', message: 'unknown' } }, 404);
  });
  return { fetch, requests };
}

function setup(messages: MailLogEntry[], options?: Parameters<typeof fakeMailServer>[1], language: 'en' | 'de' = 'en') {
  const server = fakeMailServer(messages, options);
  const adapters = { ...fixtureAdapters().adapters, mail: createLocalAdapters({ fetch: server.fetch }).mail };
  renderAt(<MailLogPage />, { path: language === 'en' ? '/admin/mail' : `/${language}/admin/mail`, adapters, language });
  return server;
}

describe('MailLogPage', () => {
  it('lists the server’s messages in the page language, with the kept note, and sets title and h1', async () => {
    setup(
      [entry('2', { status: 'failed', error: '550 Mailbox unavailable', kind: 'announcement' }), entry('1', { subject: null })],
      { transport: false },
      'de',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Protokoll' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^E-Mail-Protokoll · /));
    const items = within(await screen.findByRole('list', { name: 'E-Mails' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Fehlgeschlagen');
    expect(items[0]).toHaveTextContent('Ankündigung');
    expect(items[0]).toHaveTextContent('Deutsch');
    expect(items[1]).toHaveTextContent('(noch nicht erstellt)');
    expect(screen.getByText(/Es ist kein SMTP-Server eingerichtet/)).toBeInTheDocument();
  });

  it('filters by state on the server, previews from the preview address, and retries a failed message in place', async () => {
    const server = setup([
      entry('2', { status: 'failed', error: 'timeout' }),
      entry('1', { status: 'sent', sentAt: '2026-06-02T09:42:00.000Z' }),
    ]);
    await screen.findByRole('list', { name: 'E-mails' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview: Subject 1' }));
    expect(within(screen.getByRole('dialog', { name: 'Preview' })).getByTitle('Preview: Subject 1')).toHaveAttribute(
      'src',
      '/api/mail/1/preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Send again: “Subject 2” to 2@example.com' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Queued to send again'));
    expect(within(screen.getByRole('list', { name: 'E-mails' })).getAllByRole('listitem')[0]).toHaveTextContent('Queued');
    expect(screen.queryByRole('button', { name: /^Send again/ })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'sent' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'E-mails' })).getAllByRole('listitem')).toHaveLength(1));
    expect(server.requests).toEqual(['GET /api/mail?limit=50', 'POST /api/mail/2/retry', 'GET /api/mail?status=sent&limit=50']);
  });

  it('says when the log could not be loaded, in the page language, and loads it again on request', async () => {
    const server = setup([], { failList: true });
    expect(await screen.findByText('The mail log could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });

  it('explains itself where the server is not the operator’s backend', () => {
    renderAt(<MailLogPage />, { path: '/admin/mail', adapters: fixtureAdapters().adapters });
    expect(screen.getByText(/The mail log needs the embedded sign-in/)).toBeInTheDocument();
  });
});
