import { Hono, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';
import type { OutboxEngine } from '../outbox/outbox-engine.ts';

export interface OutboxRoutesDeps {
  requireOperator: MiddlewareHandler<AppEnv>;
  outbox: OutboxEngine;
}

const statuses = ['pending', 'failed', 'sent'] as const;
type ListedStatus = (typeof statuses)[number];
const destinationName = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Operator-only: what waits to leave the process (Airtable records and their deletions after an erasure;
 * mail and webhooks next), per destination, and putting failed items back in the queue.
 */
export function outboxRoutes({ requireOperator, outbox }: OutboxRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/outbox', requireOperator, async (c) => {
    const status = (c.req.query('status') ?? 'pending') as ListedStatus;
    const destination = c.req.query('destination');
    const limit = Number(c.req.query('limit') ?? 100);
    if (!statuses.includes(status)) return apiError(c, 422, 'validation_failed', `status must be one of ${statuses.join(', ')}`);
    if (destination !== undefined && !destinationName.test(destination))
      return apiError(c, 422, 'validation_failed', 'destination: not a destination name');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return apiError(c, 422, 'validation_failed', 'limit must be a whole number from 1 to 1000');
    c.header('Cache-Control', 'no-store');
    const [destinations, items] = await Promise.all([outbox.stats(), outbox.list({ status, destination, limit })]);
    return c.json({ destinations, items });
  });

  routes.post('/outbox/retry', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const destination = (body.value as { destination?: unknown } | undefined)?.destination;
    if (destination !== undefined && (typeof destination !== 'string' || !destinationName.test(destination))) {
      return apiError(c, 422, 'validation_failed', 'destination: not a destination name');
    }
    const retried = await outbox.retryAllFailed(destination);
    outbox.kick(destination);
    return c.json({ retried });
  });

  routes.post('/outbox/:id/retry', requireOperator, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !(await outbox.retry(id)))
      return apiError(c, 404, 'not_found', 'No failed or waiting outbox item with this id');
    const item = await outbox.view(id);
    if (item) outbox.kick(item.destination);
    return c.json({ item });
  });

  return routes;
}
