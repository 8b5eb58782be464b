import type { Kysely } from 'kysely';
import type { FormKind, FormRecord, Language } from '@zk/data';
import type { Schema } from '../db/engine/schema.ts';
import type { LeadRef } from '../db/lead-rows.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { OutboxEngine } from '../outbox/outbox-engine.ts';
import { webhookItem, type WebhookEvent } from '../webhooks/webhook-destination.ts';

export interface LeadDeliveryDeps {
  mail: MailService;
  outbox: Pick<OutboxEngine, 'enqueue' | 'kick' | 'forgetLeads'>;
  /** Gives a consenting waitlist entry its opt-in links (`subscriptionService.issue`). */
  issueLinks: (trx: Kysely<Schema>, entryId: string) => Promise<void>;
  /** Whether this address may be sent a confirmation now (`confirmationGate`). */
  mayConfirm: (trx: Kysely<Schema>, email: string) => Promise<boolean>;
  /** `NOTIFY_EMAIL` and `NOTIFY_LANGUAGE`; null: no notifications. */
  notify: { email: string; language: Language } | null;
  /** `WEBHOOK_URL` set. */
  webhooks: boolean;
  now: () => number;
}

/**
 * What a lead sets off besides its row, each queued in the transaction that causes it (so it commits
 * with the lead or not at all, and is erased with it): the waitlist's confirmation e-mail (when its
 * address may get one), the operator's notification, and the signed webhook events.
 */
export function leadDelivery({ mail, outbox, issueLinks, mayConfirm, notify, webhooks, now }: LeadDeliveryDeps) {
  const event = async (trx: Kysely<Schema>, e: WebhookEvent) => {
    if (webhooks) await outbox.enqueue(trx, webhookItem(e, now()));
  };
  return {
    /** Inside the transaction `trx` that stores a submission. */
    async stored<K extends FormKind>(trx: Kysely<Schema>, kind: K, id: string, record: FormRecord<K>): Promise<void> {
      const lead: LeadRef = { kind, id };
      const fields = record as FormRecord<'contact'> | FormRecord<'waitlist'>;
      if ('consentVersion' in fields && fields.consentVersion) {
        // Only an entry that ticked the consent box is asked to confirm (entries from before it never are),
        // and only when its address may be written to now: its links exist either way.
        await issueLinks(trx, id);
        if (await mayConfirm(trx, fields.email))
          await mail.queue(trx, { kind: 'waitlistConfirm', language: fields.language ?? 'en', recipient: fields.email, lead });
      }
      if (notify) await mail.queue(trx, { kind: 'leadNotification', language: notify.language, recipient: notify.email, lead });
      await event(trx, { type: 'lead.created', data: { ...fields, ...lead, createdAt: new Date(now()).toISOString() } });
    },
    /** Inside the transaction `trx` of a first confirmation or an unsubscription. */
    subscriptionChanged(trx: Kysely<Schema>, entryId: string, change: 'confirmed' | 'unsubscribed'): Promise<void> {
      return event(trx, {
        type: change === 'confirmed' ? 'waitlist.confirmed' : 'waitlist.unsubscribed',
        data: { kind: 'waitlist', id: entryId, at: new Date(now()).toISOString() },
      });
    },
    /** The erasure's view of the outbox: forgetting the leads also tells the webhook receiver (ids only). */
    erasureOutbox: {
      async forgetLeads(trx: Kysely<Schema>, leads: readonly LeadRef[]): Promise<number> {
        const queued = await outbox.forgetLeads(trx, leads);
        for (const lead of leads) await event(trx, { type: 'lead.erased', data: { kind: lead.kind, id: lead.id } });
        return queued + (webhooks ? leads.length : 0);
      },
      kick: () => outbox.kick(),
    },
  };
}
