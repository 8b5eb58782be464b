import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { languages } from '@zk/data';

/**
 * A local stand-in for the Airtable Web API (`POST /v0/{baseId}/{table}`), answering with the bodies
 * and statuses the real service sends. Point the `airtable` client at it with `endpointUrl`.
 */
export interface FakeAirtableOptions {
  apiKey: string;
  baseId: string;
  /** Keys that authenticate but may not write (403). */
  readOnlyKeys?: string[];
  /** Tables with their fields; multiple-select fields list their options. */
  tables?: Record<string, Record<string, FieldSpec>>;
}

export type FieldSpec = { type: 'text' } | { type: 'multipleSelects'; options: string[] } | { type: 'singleSelect'; options: string[] };

export interface FakeRecord {
  id: string;
  table: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export interface FakeAirtable {
  url: string;
  records: FakeRecord[];
  /** Every request received (method and path). */
  requests: Array<{ method: string; path: string }>;
  /** Answers the next requests with these statuses and bodies, in order, before behaving normally. */
  failNext(...responses: Array<{ status: number; body: unknown }>): void;
  /** Holds every answer until `release()` is called (to observe a forward in flight). */
  hold(): { release(): void };
  close(): Promise<void>;
}

export const defaultAirtableTables: Record<string, Record<string, FieldSpec>> = {
  Website: { Name: { type: 'text' }, Email: { type: 'text' }, Message: { type: 'text' }, Status: { type: 'singleSelect', options: ['New', 'Contacted'] } },
  Waitlist: {
    Name: { type: 'text' },
    Email: { type: 'text' },
    Services: {
      type: 'multipleSelects',
      options: [
        'Cold Email Outreach',
        'Personalized Email Outreach',
        'Social Media Outreach',
        'AI Phone Callers',
        'Instagram Automation',
        'Twitter Terminal',
        'Telegram Bot',
      ],
    },
    Language: { type: 'singleSelect', options: [...languages] },
  },
};

/** Real Airtable error bodies. */
export const airtableBodies = {
  authenticationRequired: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } },
  invalidPermissions: {
    error: {
      type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
      message:
        'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
    },
  },
  baseNotFound: { error: 'NOT_FOUND' },
  tableNotFound: (table: string, baseId: string) => ({ error: { type: 'TABLE_NOT_FOUND', message: `Could not find table ${table} in application ${baseId}` } }),
  invalidValueForColumn: (field: string) => ({ error: { type: 'INVALID_VALUE_FOR_COLUMN', message: `Field "${field}" cannot accept the provided value` } }),
  invalidMultipleChoice: (option: string) => ({
    error: { type: 'INVALID_MULTIPLE_CHOICE_OPTIONS', message: `Insufficient permissions to create new select option ""${option}""` },
  }),
  unknownFieldName: (field: string) => ({ error: { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${field}"` } }),
  rateLimited: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
  serverError: { error: { type: 'SERVER_ERROR', message: 'Server error' } },
  invalidRequest: (message: string) => ({ error: { type: 'INVALID_REQUEST_UNKNOWN', message } }),
};

function recordId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `rec${Array.from(randomBytes(14), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function checkFields(fields: Record<string, unknown>, spec: Record<string, FieldSpec>): { status: number; body: unknown } | null {
  for (const [name, value] of Object.entries(fields)) {
    const field = spec[name];
    if (!field) return { status: 422, body: airtableBodies.unknownFieldName(name) };
    if (field.type === 'text' && typeof value !== 'string') return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
    if (field.type === 'singleSelect') {
      if (typeof value !== 'string') return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
      if (!field.options.includes(value)) return { status: 422, body: airtableBodies.invalidMultipleChoice(value) };
    }
    if (field.type === 'multipleSelects') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return { status: 422, body: airtableBodies.invalidValueForColumn(name) };
      const unknown = (value as string[]).find((v) => !field.options.includes(v));
      if (unknown !== undefined) return { status: 422, body: airtableBodies.invalidMultipleChoice(unknown) };
    }
  }
  return null;
}

export async function startFakeAirtable(options: FakeAirtableOptions): Promise<FakeAirtable> {
  const tables = options.tables ?? defaultAirtableTables;
  const records: FakeRecord[] = [];
  const requests: FakeAirtable['requests'] = [];
  const scripted: Array<{ status: number; body: unknown }> = [];
  let gate: Promise<void> | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const raw = await readBody(req);
    if (gate) await gate;
    const next = scripted.shift();
    if (next) return send(res, next.status, next.body);

    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (auth !== options.apiKey && !options.readOnlyKeys?.includes(auth ?? '')) return send(res, 401, airtableBodies.authenticationRequired);
    const match = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return send(res, 404, airtableBodies.baseNotFound);
    const [, baseId = '', tableRaw = ''] = match;
    if (baseId !== options.baseId) return send(res, 404, airtableBodies.baseNotFound);
    const table = decodeURIComponent(tableRaw);
    if (req.method !== 'POST') return send(res, 404, airtableBodies.baseNotFound);
    if (options.readOnlyKeys?.includes(auth ?? '')) return send(res, 403, airtableBodies.invalidPermissions);
    const spec = tables[table];
    if (!spec) return send(res, 404, airtableBodies.tableNotFound(table, baseId));

    let body: { records?: Array<{ fields?: Record<string, unknown> }>; fields?: Record<string, unknown> };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(res, 422, airtableBodies.invalidRequest('Invalid request: parameter validation failed. Check your request data.'));
    }
    const incoming = body.records ?? (body.fields ? [{ fields: body.fields }] : []);
    if (incoming.length === 0 || incoming.length > 10) {
      return send(res, 422, airtableBodies.invalidRequest('Invalid request: parameter validation failed. Check your request data.'));
    }
    for (const record of incoming) {
      const problem = checkFields(record.fields ?? {}, spec);
      if (problem) return send(res, problem.status, problem.body);
    }
    const created = incoming.map((record) => {
      const fields = Object.fromEntries(Object.entries(record.fields ?? {}).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)));
      return { id: recordId(), table, createdTime: new Date().toISOString(), fields };
    });
    records.push(...created);
    const out = created.map(({ id, createdTime, fields }) => ({ id, createdTime, fields }));
    return send(res, 200, body.records ? { records: out } : out[0]);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, airtableBodies.invalidRequest(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    records,
    requests,
    failNext: (...responses) => void scripted.push(...responses),
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
