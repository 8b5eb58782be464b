import type { AppDeps } from './app-types.ts';
import { smtpRequiresTls, type ServerConfig } from '@zk/config';
import type { Engine } from './db/engine/engine-types.ts';
import { rateSlotsStore } from './db/engine/rate-slots-store.ts';
import { airtableDestination } from './forwarding/airtable-destination.ts';
import { submissionReader } from './forwarding/submission-reader.ts';
import { mailDestination } from './mail/mail-destination.ts';
import { serverId } from './ops/server-id.ts';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineOptions } from './outbox/outbox-engine.ts';
import { webhookDestination } from './webhooks/webhook-destination.ts';
import type { MailWiring } from './wire-mail.ts';

interface OutboxParts {
  engine: Engine;
  now: () => number;
  log: (message: string) => void;
  mail: MailWiring;
  /** Told what the outbox recorded per item (the metrics' counters). */
  onRecorded?: OutboxEngineOptions['onRecorded'];
}

/** The outbox engine with its destinations, in this order: Airtable, mail (with an SMTP server), webhooks. Not started. */
export function wireOutbox(config: ServerConfig, deps: AppDeps, { engine, now, log, mail, onRecorded }: OutboxParts): OutboxEngine {
  const { airtable: airtableOptions, mail: mailOptions, webhook: webhookOptions, ...outboxOptions } = deps.outbox ?? {};
  const destinations = [
    ...(config.airtable
      ? [airtableDestination({ config: config.airtable, readSubmission: submissionReader(engine.db), now, ...airtableOptions })]
      : []),
    ...(mail.settings.smtpUrl
      ? [
          mailDestination({
            smtpUrl: mail.settings.smtpUrl,
            requireTls: smtpRequiresTls(mail.settings.smtpUrl, mail.settings.allowPlaintext ?? false),
            from: mail.settings.from,
            ratePerSecond: mail.settings.ratePerSecond,
            store: mail.store,
            composer: mail.composer,
            ...mailOptions,
          }),
        ]
      : []),
    ...(config.webhook ? [webhookDestination({ url: config.webhook.url, secret: config.webhook.secret, ...webhookOptions })] : []),
  ];
  // One server per SQLite file: its windows stay in memory, on monotonic time.
  const sharedWindows = engine.kind === 'postgres' ? rateSlotsStore(engine) : undefined;
  return createOutboxEngine({
    engine,
    owner: serverId(config.dataDir),
    destinations,
    now,
    log,
    onRecorded,
    sharedWindows,
    ...outboxOptions,
  });
}
