import { activityQuerySchema, type ActivityEntry } from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deviceSummary } from '../audit/device-summary.ts';
import { eventsOfKind, kindOfEvent } from '../audit/security-event-kinds.ts';
import type { SecurityLog } from '../audit/security-log.ts';
import type { OperatorAuth } from '../auth/operator-auth.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import type { SecurityEventsStore, StoredSecurityEvent } from '../db/engine/security-events-store.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

export interface ActivityRoutesDeps {
  requireOperator: MiddlewareHandler<AppEnv>;
  events: Pick<SecurityEventsStore, 'page'>;
  /** Writes the events still queued, so a page shows what happened up to its request. */
  flush: () => Promise<void>;
  auth: Pick<OperatorAuth, 'signOutOthers'>;
  cookie: Pick<SessionCookie, 'read'>;
  security: SecurityLog;
  clientIp: (c: Context) => string;
}

const entry = (event: StoredSecurityEvent): ActivityEntry => ({
  id: String(event.id),
  at: new Date(event.at).toISOString(),
  event: event.event,
  kind: kindOfEvent(event.event),
  outcome: event.outcome,
  ip: event.ip,
  device: event.device,
  emailHash: event.emailHash,
  operatorId: event.operatorId,
  details: event.details,
});

/** The console's activity page (`packages/data/src/domain/activity.ts`): the stored security log and "sign out all other sessions". */
export function activityRoutes({ requireOperator, events, flush, auth, cookie, security, clientIp }: ActivityRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/activity', requireOperator, async (c) => {
    const query = activityQuerySchema.safeParse(c.req.query());
    if (!query.success)
      return apiError(
        c,
        422,
        'validation_failed',
        query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    const { kind, limit, before } = query.data;
    const [at, id] = before?.split('.').map(Number) ?? [];
    await flush();
    const page = await events.page({
      events: kind === undefined ? undefined : eventsOfKind(kind),
      before: at === undefined || id === undefined ? undefined : { at, id },
      limit,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ events: page.events.map(entry), nextBefore: page.next ? `${page.next.at}.${page.next.id}` : null });
  });

  routes.post('/admin/sessions/revoke-others', requireOperator, async (c) => {
    const token = cookie.read(c);
    const session = c.get('session');
    const ended = token === undefined ? 0 : await auth.signOutOthers(token);
    security.record('sessions_revoked', {
      ip: clientIp(c),
      email: session.user.email,
      operator: session.user.id,
      device: deviceSummary(c.req.header('user-agent')),
      outcome: 'success',
      count: ended,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ ended });
  });

  return routes;
}
