import type { FormKind, FormRecord, Language } from '@zk/data';
import type { LeadRef } from '../db/lead-inbox-repo.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { OutboxEngine } from '../outbox/outbox-engine.ts';
import { webhookItem, type WebhookEvent } from '../webhooks/webhook-destination.ts';

export interface LeadDeliveryDeps {
  mail: MailService;
  outbox: Pick<OutboxEngine, 'enqueue' | 'kick' | 'forgetLeads'>;
  /** Gives a consenting waitlist entry its opt-in links (`subscriptionService.issue`). */
  issueLinks: (entryId: string) => void;
  /** Whether this address may be sent a confirmation now (`confirmationGate`). */
  mayConfirm: (email: string) => boolean;
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
  const event = (e: WebhookEvent) => {
    if (webhooks) outbox.enqueue(webhookItem(e, now()));
  };
  return {
    /** Inside the transaction that stores a submission. */
    stored<K extends FormKind>(kind: K, id: string, record: FormRecord<K>) {
      const lead: LeadRef = { kind, id };
      const fields = record as FormRecord<'contact'> | FormRecord<'waitlist'>;
      if ('consentVersion' in fields && fields.consentVersion) {
        // Only an entry that ticked the consent box is asked to confirm (entries from before it never are),
        // and only when its address may be written to now: its links exist either way.
        issueLinks(id);
        if (mayConfirm(fields.email))
          mail.queue({ kind: 'waitlistConfirm', language: fields.language ?? 'en', recipient: fields.email, lead });
      }
      if (notify) mail.queue({ kind: 'leadNotification', language: notify.language, recipient: notify.email, lead });
      event({ type: 'lead.created', data: { ...fields, ...lead, createdAt: new Date(now()).toISOString() } });
    },
    /** Inside the transaction of a first confirmation or an unsubscription. */
    subscriptionChanged(entryId: string, change: 'confirmed' | 'unsubscribed') {
      event({
        type: change === 'confirmed' ? 'waitlist.confirmed' : 'waitlist.unsubscribed',
        data: { kind: 'waitlist', id: entryId, at: new Date(now()).toISOString() },
      });
    },
    /** The erasure's view of the outbox: forgetting the leads also tells the webhook receiver (ids only). */
    erasureOutbox: {
      forgetLeads(leads: readonly LeadRef[]): number {
        const queued = outbox.forgetLeads(leads);
        for (const lead of leads) event({ type: 'lead.erased', data: { kind: lead.kind, id: lead.id } });
        return queued + (webhooks ? leads.length : 0);
      },
      kick: () => outbox.kick(),
    },
  };
}
