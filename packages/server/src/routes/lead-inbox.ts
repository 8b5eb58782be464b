import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { leadErasureSchema, leadKinds, leadQuerySchema, leadStatusChangeSchema, type LeadKind } from '@zk/data';
import type { SecurityLog } from '../audit/security-log.ts';
import type { LeadInboxStore } from '../db/engine/lead-inbox-store.ts';
import type { LeadEvents } from '../events/lead-events.ts';
import type { ErasureActor, LeadErasure } from '../leads/lead-erasure.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';
import { exportTokens } from '../leads/export-tokens.ts';
import { leadCsvLine, leadsCsvHead } from './leads-csv.ts';

export interface LeadInboxRoutesDeps {
  inbox: LeadInboxStore;
  erasure: LeadErasure;
  events: LeadEvents;
  requireOperator: MiddlewareHandler<AppEnv>;
  clientIp: (c: Context<AppEnv>) => string;
  now: () => number;
  /** Rows per database read while the CSV streams (default 500). */
  csvBatchSize?: number;
  /** Records each CSV export (`leads_exported`, with the rows it held once it has streamed). */
  security?: SecurityLog;
}

function validationError(c: Context, error: z.ZodError): Response {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return apiError(c, 422, 'validation_failed', `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid request'}`);
}

const isKind = (value: string): value is LeadKind => (leadKinds as readonly string[]).includes(value);

const exportFilterSchema = leadQuerySchema.omit({ cursor: true, limit: true });
type LeadFilter = z.output<typeof exportFilterSchema>;

/** Search terms never travel in an address (proxy and access logs keep those): a query string with `q` is refused. */
function searchInAddress(c: Context): Response | undefined {
  if (c.req.query('q') === undefined) return undefined;
  return apiError(
    c,
    422,
    'validation_failed',
    'q: send search terms in the body of POST /api/leads/inbox/search (or POST /api/leads/exports for the CSV)',
  );
}

/** The operator's lead inbox (contract: `packages/data/src/domain/lead-inbox.ts`) and the filtered CSV export. */
export function leadInboxRoutes(deps: LeadInboxRoutesDeps): Hono<AppEnv> {
  const { inbox, erasure, events, requireOperator } = deps;
  const routes = new Hono<AppEnv>();
  const actor = (c: Context<AppEnv>): ErasureActor => ({ operator: c.get('session').user.id, ip: deps.clientIp(c) });

  const exports = exportTokens<LeadFilter>(deps.now);

  const pageOf = async (c: Context, input: unknown) => {
    const query = leadQuerySchema.safeParse(input);
    if (!query.success) return validationError(c, query.error);
    const { cursor, limit, ...filter } = query.data;
    const page = await inbox.page(filter, cursor, limit);
    if (page === 'bad_cursor') return apiError(c, 422, 'validation_failed', 'cursor: not a cursor from this inbox');
    c.header('Cache-Control', 'no-store');
    return c.json(page);
  };

  routes.get('/leads/inbox', requireOperator, (c) => searchInAddress(c) ?? pageOf(c, c.req.query()));

  routes.post('/leads/inbox/search', requireOperator, async (c) => {
    const body = await readJson(c);
    return body.ok ? pageOf(c, body.value ?? {}) : body.response;
  });

  routes.get('/leads/inbox/:kind/:id', requireOperator, async (c) => {
    const kind = c.req.param('kind');
    const lead = isKind(kind) ? await inbox.get(kind, c.req.param('id')) : null;
    if (!lead) return apiError(c, 404, 'not_found', 'Lead not found');
    c.header('Cache-Control', 'no-store');
    return c.json({ lead });
  });

  routes.patch('/leads/inbox/:kind/:id', requireOperator, async (c) => {
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = leadStatusChangeSchema.safeParse(body.value ?? {});
    if (!input.success) return validationError(c, input.error);
    const lead = isKind(kind) ? await inbox.setStatus(kind, id, input.data.status) : null;
    if (!lead) return apiError(c, 404, 'not_found', 'Lead not found');
    events.publish({ kind: lead.kind, id: lead.id, change: 'updated' });
    return c.json({ lead });
  });

  routes.delete('/leads/inbox/:kind/:id', requireOperator, async (c) => {
    const kind = c.req.param('kind');
    const result = isKind(kind) ? await erasure.eraseOne(kind, c.req.param('id'), actor(c)) : null;
    if (!result || result.erased === 0) return apiError(c, 404, 'not_found', 'Lead not found');
    return c.json(result);
  });

  routes.post('/leads/erasure', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = leadErasureSchema.safeParse(body.value ?? {});
    if (!input.success) return validationError(c, input.error);
    return c.json(await erasure.eraseByEmail(input.data.email, actor(c)));
  });

  routes.post('/leads/exports', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const filter = exportFilterSchema.safeParse(body.value ?? {});
    if (!filter.success) return validationError(c, filter.error);
    const token = exports.issue(filter.data, c.get('session').user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ url: `/api/leads.csv?export=${token}` }, 201);
  });

  routes.get('/leads.csv', requireOperator, (c) => {
    const token = c.req.query('export');
    if (token !== undefined) {
      const filter = exports.redeem(token, c.get('session').user.id);
      return filter ? csv(c, filter) : apiError(c, 404, 'not_found', 'This export address has expired or was used; export again');
    }
    const refused = searchInAddress(c);
    if (refused) return refused;
    const query = exportFilterSchema.safeParse(c.req.query());
    return query.success ? csv(c, query.data) : validationError(c, query.error);
  });

  function csv(c: Context, filter: LeadFilter): Response {
    const encoder = new TextEncoder();
    let cursor: string | undefined;
    let started = false;
    let rows = 0;
    const session = c.get('session') as AppEnv['Variables']['session'] | undefined;
    const exported = () =>
      deps.security?.record('leads_exported', {
        ip: deps.clientIp(c),
        email: session?.user.email,
        operator: session?.user.id,
        outcome: 'success',
        count: rows,
      });
    // Read page by page (keyset), so the export never holds the table in memory nor the connection busy.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const head = started ? '' : leadsCsvHead;
        started = true;
        const page = await inbox.page(filter, cursor, deps.csvBatchSize ?? 500);
        if (page === 'bad_cursor') throw new Error('CSV export lost its own cursor');
        controller.enqueue(encoder.encode(head + page.leads.map(leadCsvLine).join('')));
        rows += page.leads.length;
        if (page.nextCursor === null) {
          controller.close();
          exported();
        } else cursor = page.nextCursor;
      },
    });
    const date = new Date(deps.now()).toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    });
  }

  return routes;
}
