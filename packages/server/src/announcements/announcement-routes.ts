import {
  announcementDraftSchema,
  announcementRepeatMinutes,
  announcementRequestSchema,
  isWaitlistServiceId,
  languages,
  type AnnouncementRecord,
  type Language,
} from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { SecurityLog } from '../audit/security-log.ts';
import type { AnnouncementEntry, AnnouncementsStore } from '../db/engine/announcements-store.ts';
import type { Engine } from '../db/engine/engine-types.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';
import type { EmailRenderer } from '../mail/email-renderer.ts';
import type { MailService } from '../mail/mail-service.ts';

export interface AnnouncementRoutesDeps {
  engine: Pick<Engine, 'db' | 'sql'>;
  store: AnnouncementsStore;
  mail: MailService;
  renderer: Pick<EmailRenderer, 'announcementTemplate'>;
  requireOperator: MiddlewareHandler<AppEnv>;
  now: () => number;
  /** Records each announcement sent (`announcement_sent`, with its recipients). */
  security?: SecurityLog;
}

const repeatWindowMs = announcementRepeatMinutes * 60_000;

type SendOutcome = { sent: number } | { refused: 'no_recipients' | 'repeat' };

const invalid = (c: Context, error: z.ZodError) =>
  c.json(
    {
      error: { code: 'validation_failed', message: 'Please check the announcement.' },
      fields: Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    },
    422,
  );

/**
 * Launch announcements (`packages/data/src/domain/announcements.ts`). Sending queues one message per
 * recipient, in their language, in one transaction, a few hundred rows per statement
 * (`bench/announcement.mjs`); the mail outbox sends them at `MAIL_RATE_PER_SECOND`. The same announcement
 * is not sent twice by accident (issue 50, item 5): the composer's idempotency key makes a repeated post
 * answer the first, and the same copy again within minutes needs the operator's second confirmation.
 */
export function announcementRoutes({
  engine,
  store,
  mail,
  renderer,
  requireOperator,
  now,
  security,
}: AnnouncementRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const serviceParam = (c: Context) => {
    const service = c.req.query('service') ?? '';
    return isWaitlistServiceId(service) ? service : null;
  };

  const { db } = engine;
  const record = async (row: AnnouncementEntry): Promise<AnnouncementRecord> => ({
    id: String(row.id),
    service: row.service,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    recipients: row.recipients,
    perLanguage: row.perLanguage,
    ...(await mail.store.announcementCounts(row.id)),
    subjects: Object.fromEntries(languages.map((language) => [language, row.copy[language]?.subject ?? ''])) as Record<Language, string>,
  });

  /**
   * One transaction, posts taken one after the other (on every server: `transactionLock`): a key seen
   * before answers its announcement; nobody to send to, or the same service and copy within the repeat
   * window without `confirmRepeat`, is refused; otherwise the announcement is recorded and its messages
   * queued.
   */
  const send = (operator: string, request: z.infer<typeof announcementRequestSchema>): Promise<SendOutcome> =>
    db.transaction().execute(async (trx): Promise<SendOutcome> => {
      await engine.sql.transactionLock(trx, 'announcements');
      const earlier = await store.byIdempotencyKey(trx, request.idempotencyKey);
      if (earlier !== null) return { sent: earlier };
      if ((await store.audience(trx, request.service)).total === 0) return { refused: 'no_recipients' };
      const at = now();
      if (!request.confirmRepeat && (await store.sentSince(trx, request.service, request.copy, at - repeatWindowMs)))
        return { refused: 'repeat' };
      const id = await store.add(trx, request.service, operator, at, request.copy, request.idempotencyKey);
      const perLanguage = Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>;
      const recipients = await store.recipients(trx, request.service);
      await mail.queueAll(
        trx,
        recipients.map((recipient) => {
          perLanguage[recipient.language] += 1;
          const copy = request.copy[recipient.language];
          return {
            kind: 'announcement' as const,
            language: recipient.language,
            recipient: recipient.email,
            lead: { kind: 'waitlist' as const, id: recipient.id },
            announcementId: id,
            content: { service: request.service, subject: copy.subject, body: copy.body },
          };
        }),
      );
      await store.setCounts(trx, id, perLanguage);
      return { sent: id };
    });

  routes.get('/announcements', requireOperator, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ announcements: await Promise.all((await store.list(db)).map(record)) });
  });

  routes.get('/announcements/audience', requireOperator, async (c) => {
    const service = serviceParam(c);
    if (!service) return apiError(c, 422, 'validation_failed', 'service: not a waitlist service id');
    c.header('Cache-Control', 'no-store');
    return c.json(await store.audience(db, service));
  });

  routes.get('/announcements/template', requireOperator, async (c) => {
    const service = serviceParam(c);
    if (!service) return apiError(c, 422, 'validation_failed', 'service: not a waitlist service id');
    return c.json(await renderer.announcementTemplate(service));
  });

  routes.post('/announcements', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = announcementRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const session = c.get('session');
    const outcome = await send(session.user.email, parsed.data);
    if ('refused' in outcome)
      return outcome.refused === 'no_recipients'
        ? apiError(c, 409, 'no_recipients', 'Nobody who chose this service has confirmed and is still subscribed.')
        : apiError(
            c,
            409,
            'repeat_announcement',
            `The same announcement of this service was sent within ${announcementRepeatMinutes} minutes; send it with confirmRepeat to send it again.`,
          );
    const id = outcome.sent;
    await store.deleteDraft(db, session.user.id);
    mail.kick();
    const created = (await store.list(db)).find((row) => row.id === id)!;
    security?.record('announcement_sent', {
      email: session.user.email,
      operator: session.user.id,
      outcome: 'success',
      count: created.recipients,
    });
    return c.json({ announcement: await record(created) }, 201);
  });

  routes.get('/announcements/draft', requireOperator, async (c) => {
    const saved = await store.draft(db, c.get('session').user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ draft: saved?.draft ?? null, updatedAt: saved ? new Date(saved.updatedAt).toISOString() : null });
  });

  routes.put('/announcements/draft', requireOperator, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = announcementDraftSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const at = now();
    await store.saveDraft(db, c.get('session').user.id, parsed.data, at);
    return c.json({ draft: parsed.data, updatedAt: new Date(at).toISOString() });
  });

  routes.delete('/announcements/draft', requireOperator, async (c) => {
    await store.deleteDraft(db, c.get('session').user.id);
    return c.json({ draft: null, updatedAt: null });
  });

  return routes;
}
