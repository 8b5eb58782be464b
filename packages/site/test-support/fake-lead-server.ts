import type { InboxLead } from '@zk/data';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A `fetch` that answers the lead-inbox routes of `domain/lead-inbox.ts` from memory, for the site's
 * tests: pages of `pageSize` newest first (cursor = offset) for the query in the body of
 * `POST /api/leads/inbox/search`, search over name, e-mail and message, the filters, CSV export addresses,
 * status change, deletion, erasure and the operator stream, into which `push` writes.
 */
export function fakeLeadServer(initial: InboxLead[], { pageSize = 2 } = {}) {
  let leads = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const requests: FakeRequest[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let failNext = false;

  let exports = 0;

  const matches = (lead: InboxLead, query: Record<string, string | undefined>) => {
    const q = query.q?.toLocaleLowerCase('en');
    const text = `${lead.fullName} ${lead.email} ${lead.kind === 'contact' ? lead.inquiry : ''}`.toLocaleLowerCase('en');
    return (!q || text.includes(q)) && (!query.kind || lead.kind === query.kind) && (!query.status || lead.status === query.status);
  };

  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request = { method, path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    if (url.pathname === '/api/countdowns/events') {
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => void streams.add(controller),
        cancel: () => streams.clear(),
      });
      init.signal?.addEventListener('abort', () => streams.clear());
      return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (failNext) {
      failNext = false;
      return json(500, { error: { code: 'internal', message: 'Internal error' } });
    }
    if (url.pathname === '/api/leads/inbox/search' && method === 'POST') {
      const query = (request.body ?? {}) as Record<string, string | undefined>;
      const selected = leads.filter((lead) => matches(lead, query));
      const start = Number(query.cursor ?? 0);
      const page = selected.slice(start, start + pageSize);
      return json(200, { leads: page, nextCursor: start + pageSize < selected.length ? String(start + pageSize) : null });
    }
    if (url.pathname === '/api/leads/exports' && method === 'POST') {
      return json(201, { url: `/api/leads.csv?export=token-${++exports}` });
    }
    if (url.pathname === '/api/leads/erasure' && method === 'POST') {
      const email = (request.body as { email: string }).email.toLocaleLowerCase('en');
      const before = leads.length;
      leads = leads.filter((lead) => lead.email.toLocaleLowerCase('en') !== email);
      return json(200, { erased: before - leads.length, queuedDeletes: 0, scrubPending: false });
    }
    const one = /^\/api\/leads\/inbox\/(contact|waitlist)\/([^/]+)$/.exec(url.pathname);
    const found = one ? leads.find((lead) => lead.kind === one[1] && lead.id === decodeURIComponent(one[2]!)) : undefined;
    if (one && !found) return json(404, { error: { code: 'not_found', message: 'No such lead' } });
    if (found && method === 'GET') return json(200, { lead: found });
    if (found && method === 'PATCH') {
      const updated = { ...found, status: (request.body as { status: InboxLead['status'] }).status };
      leads = leads.map((lead) => (lead === found ? updated : lead));
      return json(200, { lead: updated });
    }
    if (found && method === 'DELETE') {
      leads = leads.filter((lead) => lead !== found);
      return json(200, { erased: 1, queuedDeletes: 0, scrubPending: false });
    }
    return json(404, { error: { code: 'not_found', message: `No route ${method} ${url.pathname}` } });
  };

  return {
    fetch,
    requests,
    /** Stores a new lead (as a visitor's submission would) and sends its `lead` event. */
    add(lead: InboxLead) {
      leads = [lead, ...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const text = `event: lead\ndata: ${JSON.stringify({ kind: lead.kind, id: lead.id, change: 'created' })}\n\n`;
      for (const controller of streams) controller.enqueue(new TextEncoder().encode(text));
    },
    failNextRequest() {
      failNext = true;
    },
    streamCount: () => streams.size,
    /** The queries of the inbox pages asked for, in query-string form for short assertions (they travel as JSON bodies). */
    inboxQueries: () =>
      requests
        .filter((r) => r.path === '/api/leads/inbox/search')
        .map((r) => new URLSearchParams(r.body as Record<string, string>).toString()),
  };
}
