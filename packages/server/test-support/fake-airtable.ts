import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { airtableBodies, checkFields, defaultAirtableTables, recordId, type FieldSpec } from './fake-airtable-bodies.ts';
import { recordLister } from './fake-airtable-list.ts';

export { airtableBodies, defaultAirtableTables, type FieldSpec } from './fake-airtable-bodies.ts';

/**
 * A local stand-in for the Airtable Web API (`GET`, `POST` and `DELETE /v0/{baseId}/{table}`), answering with
 * the bodies, statuses and limits the real service has: 10 records per create or delete (422 beyond),
 * listings filtered by `filterByFormula` in pages of `pageSize` (at most 100) continued by an `offset`,
 * 5 requests per second per base (429 beyond, then 30 seconds of 429s), 401/403/404/422 for keys, tables,
 * fields and formulas.
 * Point the `airtable` client at it with `endpointUrl`.
 */
export interface FakeAirtableOptions {
  apiKey: string;
  baseId: string;
  /** Keys that authenticate but may not write (403). */
  readOnlyKeys?: string[];
  /** Tables with their fields; multiple-select fields list their options. */
  tables?: Record<string, Record<string, FieldSpec>>;
  /** More than `requests` arrivals in any `perMs` answer 429, and so does every request for `penaltyMs` after. `false`: no limit. */
  rateLimit?: { requests: number; perMs: number; penaltyMs: number } | false;
  /** Time Airtable takes per request before answering (the bench's stand-in for the network). */
  latencyMs?: number;
}

export interface FakeRecord {
  id: string;
  table: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Arrival, `performance.now()` milliseconds of the fake's process. */
  at: number;
  /** Records created or ids to delete in the request. */
  records: number;
  /** The status answered; undefined while open, 0 when the client left before an answer. */
  status?: number;
  /** Ids of the records it created (also when its answer never arrived). */
  created: string[];
  /** The query string (a listing's `filterByFormula`, `pageSize`, `offset`). */
  query: string;
}

type Scripted = { status: number; body: unknown; headers?: Record<string, string> };
export type HangStage = 'before' | 'after-processing' | 'mid-body';

export interface FakeAirtable {
  url: string;
  records: FakeRecord[];
  requests: FakeRequest[];
  /** Requests received and not yet answered or abandoned. */
  open(): number;
  /** Answers the next requests with these, in order, before behaving normally; `cancel()` drops those not used yet. */
  failNext(...responses: Scripted[]): { cancel(): void };
  /** Holds every request, unprocessed, until `release()`; one whose client has gone by then is never processed. */
  hold(): { release(): void };
  /**
   * The next request hangs until `release()`: `before` it is processed (default; a client that leaves
   * meanwhile changes nothing), `after-processing` (the records exist, the answer is withheld) or
   * `mid-body` (processed, the status and half the body sent, the rest withheld).
   */
  /** Airtable's listing iterators expire: every `offset` handed out so far answers 422 from now on. */
  expireOffsets(): void;
  hang(options?: { stage?: HangStage }): {
    release(): void;
    /** The request that hangs, once one has arrived. */ request(): FakeRequest | undefined;
  };
  close(): Promise<void>;
}

function countRecords(raw: string): number {
  try {
    return (JSON.parse(raw) as { records?: unknown[] }).records?.length ?? 1;
  } catch {
    return 0;
  }
}

function gate() {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

export async function startFakeAirtable(options: FakeAirtableOptions): Promise<FakeAirtable> {
  const tables = options.tables ?? defaultAirtableTables;
  const limit = options.rateLimit === undefined ? { requests: 5, perMs: 1000, penaltyMs: 30_000 } : options.rateLimit;
  const records: FakeRecord[] = [];
  const lister = recordLister(records);
  const requests: FakeRequest[] = [];
  const scripted: Scripted[] = [];
  let held: ReturnType<typeof gate> | null = null;
  const hangs: Array<{ gate: ReturnType<typeof gate>; stage: HangStage; request?: FakeRequest }> = [];
  let penaltyUntil = 0;
  let open = 0;

  function rateLimited(at: number): boolean {
    if (!limit) return false;
    if (at < penaltyUntil) return true;
    if (requests.filter((r) => r.at > at - limit.perMs).length <= limit.requests) return false;
    penaltyUntil = at + limit.penaltyMs;
    return true;
  }

  function process(req: IncomingMessage, url: URL, raw: string, entry: FakeRequest): Scripted {
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (auth !== options.apiKey && !options.readOnlyKeys?.includes(auth))
      return { status: 401, body: airtableBodies.authenticationRequired };
    const [, baseId = '', tableRaw = ''] = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname) ?? [];
    if (!tableRaw || baseId !== options.baseId || !['GET', 'POST', 'DELETE'].includes(req.method ?? ''))
      return { status: 404, body: airtableBodies.baseNotFound };
    if (options.readOnlyKeys?.includes(auth) && req.method !== 'GET') return { status: 403, body: airtableBodies.invalidPermissions };
    const table = decodeURIComponent(tableRaw);
    const spec = tables[table];
    if (!spec) return { status: 404, body: airtableBodies.tableNotFound(table, baseId) };
    if (req.method === 'GET') return lister.list(table, spec, url.searchParams);
    if (req.method === 'DELETE') {
      const ids = url.searchParams.getAll('records[]');
      if (ids.length === 0 || ids.length > 10) return { status: 422, body: airtableBodies.invalidRecords };
      const missing = ids.find((id) => !records.some((r) => r.id === id && r.table === table));
      if (missing) return { status: 422, body: airtableBodies.rowDoesNotExist(missing) };
      for (const id of ids)
        records.splice(
          records.findIndex((r) => r.id === id),
          1,
        );
      return { status: 200, body: { records: ids.map((id) => ({ id, deleted: true })) } };
    }
    let body: { records?: Array<{ fields?: Record<string, unknown> }>; fields?: Record<string, unknown> };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return { status: 422, body: airtableBodies.invalidRequest('Invalid request: parameter validation failed. Check your request data.') };
    }
    const incoming = body.records ?? (body.fields ? [{ fields: body.fields }] : []);
    if (incoming.length === 0 || incoming.length > 10) {
      return { status: 422, body: airtableBodies.invalidRequest('Invalid request: parameter validation failed. Check your request data.') };
    }
    for (const record of incoming) {
      const problem = checkFields(record.fields ?? {}, spec);
      if (problem) return problem;
    }
    const created = incoming.map((record) => {
      const fields = Object.fromEntries(
        Object.entries(record.fields ?? {}).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)),
      );
      return { id: recordId(), table, createdTime: new Date().toISOString(), fields };
    });
    records.push(...created);
    entry.created = created.map((record) => record.id);
    const out = created.map(({ id, createdTime, fields }) => ({ id, createdTime, fields }));
    return { status: 200, body: body.records ? { records: out } : out[0] };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      at: performance.now(),
      records: 0,
      created: [],
      query: url.search,
    };
    requests.push(entry);
    open++;
    let gone = false;
    res.on('close', () => {
      open--;
      if (!res.writableFinished) {
        gone = true;
        entry.status ??= 0;
      }
    });
    const answer = async (response: Scripted, withheld?: Promise<void>) => {
      if (gone) return;
      entry.status = response.status;
      const text = JSON.stringify(response.body);
      res.writeHead(response.status, { 'Content-Type': 'application/json; charset=utf-8', ...response.headers });
      if (withheld) {
        res.write(text.slice(0, text.length >> 1));
        await withheld;
        if (!gone) res.end(text.slice(text.length >> 1));
      } else res.end(text);
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    entry.records = req.method === 'DELETE' ? url.searchParams.getAll('records[]').length : req.method === 'GET' ? 0 : countRecords(raw);
    if (rateLimited(entry.at)) return void (await answer({ status: 429, body: airtableBodies.rateLimited }));
    const hang = hangs.shift();
    if (hang) hang.request = entry;
    if (hang?.stage === 'before') await hang.gate.opened;
    if (held) await held.opened;
    if (gone) return; // the client left before Airtable processed the request: nothing happened
    const response = scripted.shift() ?? process(req, url, raw, entry);
    if (hang?.stage === 'after-processing') await hang.gate.opened;
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await answer(response, hang?.stage === 'mid-body' ? hang.gate.opened : undefined);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(JSON.stringify(airtableBodies.invalidRequest(String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    records,
    requests,
    open: () => open,
    failNext(...responses) {
      scripted.push(...responses);
      return { cancel: () => void responses.forEach((r) => scripted.includes(r) && scripted.splice(scripted.indexOf(r), 1)) };
    },
    hold() {
      const current = gate();
      held = current;
      return {
        release() {
          if (held === current) held = null;
          current.release();
        },
      };
    },
    expireOffsets: () => lister.forget(),
    hang(hangOptions = {}) {
      const hang: (typeof hangs)[number] = { gate: gate(), stage: hangOptions.stage ?? 'before' };
      hangs.push(hang);
      return { release: hang.gate.release, request: () => hang.request };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
