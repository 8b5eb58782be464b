import type { ServerConfig } from '@zk/config';
import type { Engine } from './db/engine/engine-types.ts';
import type { LeadEvents } from './events/lead-events.ts';
import { leadDelivery } from './leads/lead-delivery.ts';
import type { MailService } from './mail/mail-service.ts';
import type { OutboxEngine } from './outbox/outbox-engine.ts';
import type { LinkTokens } from './subscription/link-tokens.ts';
import type { SubscriptionRepo } from './subscription/subscription-repo.ts';
import { confirmationGate } from './subscription/confirmation-gate.ts';
import { subscriptionService, type SubscriptionService } from './subscription/subscription-service.ts';
import type { MailWiring } from './wire-mail.ts';

export type LeadDelivery = ReturnType<typeof leadDelivery>;

interface SubscriptionParts {
  engine: Engine;
  repo: SubscriptionRepo;
  tokens: LinkTokens;
  now: () => number;
  outbox: OutboxEngine;
  mail: MailService;
  mailSettings: MailWiring['settings'];
  leadChanges: LeadEvents;
}

/** The waitlist subscriptions and the delivery of each lead (mail, notification, webhooks), which call each other. */
export function wireSubscriptions(
  config: ServerConfig,
  { engine, repo, tokens, now, outbox, mail, mailSettings, leadChanges }: SubscriptionParts,
): { subscriptions: SubscriptionService; delivery: LeadDelivery } {
  const subscriptions = subscriptionService({
    repo,
    tokens,
    now,
    transaction: (work) => engine.db.transaction().execute(work),
    // `delivery` (below) exists before any request arrives.
    onChange: (trx, id, change) => delivery.subscriptionChanged(trx, id, change),
    afterChange: (id) => {
      outbox.kick('webhook');
      leadChanges.publish({ kind: 'waitlist', id, change: 'updated' });
    },
  });
  const delivery = leadDelivery({
    mail,
    outbox,
    issueLinks: (trx, id) => subscriptions.issue(trx, id),
    mayConfirm: confirmationGate({ repo, mail: mail.store, now }),
    notify: mailSettings.notifyEmail ? { email: mailSettings.notifyEmail, language: mailSettings.notifyLanguage } : null,
    webhooks: config.webhook !== undefined,
    now,
  });
  return { subscriptions, delivery };
}
