import { mailLogQuerySchema } from '@zk/data';
import { Hono, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { MailService } from './mail-service.ts';

/** The preview is a document of its own: no script, no form, nothing fetched but images; framed only by the admin. */
const previewPolicy =
  "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

const idOf = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null);

/** The admin's mail log (`packages/data/src/domain/mail-log.ts`). */
export function mailRoutes({ requireOperator, mail }: { requireOperator: MiddlewareHandler<AppEnv>; mail: MailService }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/mail', requireOperator, async (c) => {
    const query = mailLogQuerySchema.safeParse(c.req.query());
    if (!query.success)
      return apiError(
        c,
        422,
        'validation_failed',
        query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    const { status, limit, before } = query.data;
    const messages = await mail.store.list(status, before === undefined ? undefined : Number(before), limit + 1);
    const page = messages.slice(0, limit);
    // A message gets its subject when first rendered: render those that were never sent or previewed.
    for (const message of page.filter((m) => m.subject === null)) {
      message.subject = (await mail.preview(Number(message.id)).catch(() => null))?.subject ?? null;
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: page, nextBefore: messages.length > limit ? (page.at(-1)?.id ?? null) : null, transport: mail.transport });
  });

  routes.get('/mail/:id/preview', requireOperator, async (c) => {
    const id = idOf(c.req.param('id'));
    const composed = id === null ? null : await mail.preview(id);
    if (!composed) return apiError(c, 404, 'not_found', 'No message with this id');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', previewPolicy);
    if (c.req.query('part') === 'text') return c.text(composed.text);
    return c.html(composed.html);
  });

  routes.post('/mail/:id/retry', requireOperator, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null || !(await mail.retry(id))) return apiError(c, 404, 'not_found', 'No failed message with this id');
    return c.json({ message: await mail.store.entry(id) });
  });

  return routes;
}
