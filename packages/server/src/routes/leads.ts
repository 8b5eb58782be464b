import { Hono, type MiddlewareHandler } from 'hono';
import type { ForwardStatus, OutboxRepo } from '../forwarding/outbox-repo.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

export interface LeadRoutesDeps {
  requireOperator: MiddlewareHandler<AppEnv>;
  now: () => number;
  /** Present when submissions are forwarded to Airtable. */
  forwards?: { outbox: OutboxRepo; kick(): void };
}

const forwardStatuses: readonly ForwardStatus[] = ['failed', 'pending', 'forwarded'];

/** Operator-only: the submissions forwarded to Airtable (the leads themselves: routes/lead-inbox.ts). */
export function leadRoutes({ requireOperator, now, forwards }: LeadRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Forwards to Airtable: list by status (failed by default) and put failed ones back in the queue.
  routes.get('/leads/forwards', requireOperator, (c) => {
    const status = (c.req.query('status') ?? 'failed') as ForwardStatus;
    if (!forwardStatuses.includes(status)) {
      return apiError(c, 422, 'validation_failed', `status must be one of ${forwardStatuses.join(', ')}`);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ enabled: forwards !== undefined, forwards: forwards?.outbox.list(status) ?? [] });
  });

  routes.post('/leads/forwards/retry', requireOperator, (c) => {
    const retried = forwards?.outbox.retryAllFailed(now()) ?? 0;
    forwards?.kick();
    return c.json({ retried });
  });

  routes.post('/leads/forwards/:id/retry', requireOperator, (c) => {
    const id = c.req.param('id');
    if (!forwards?.outbox.retry(id, now())) return apiError(c, 404, 'not_found', 'No failed or pending forward with this id');
    forwards.kick();
    return c.json({ forward: forwards.outbox.get(id) });
  });

  return routes;
}
