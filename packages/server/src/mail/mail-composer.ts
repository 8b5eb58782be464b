import {
  publicForms,
  subscriptionUrl,
  waitlistServices,
  type EmailMessage,
  type InboxLead,
  type Language,
  type NotifiedLead,
  type RenderedEmail,
  type WaitlistServiceId,
} from '@zk/data';
import type { LeadInboxStore } from '../db/engine/lead-inbox-store.ts';
import type { LinkTokens } from '../subscription/link-tokens.ts';
import type { SubscriptionRepo } from '../subscription/subscription-repo.ts';
import type { EmailRenderer } from './email-renderer.ts';
import type { StoredMail } from './mail-store.ts';

/** A message ready for the SMTP server: its parts, and the headers of mail a recipient can stop. */
export interface ComposedMail extends RenderedEmail {
  to: string;
  messageId: string;
  /** `List-Unsubscribe` (RFC 2369) with RFC 8058's one-click POST, for messages to waitlisters. */
  unsubscribeUrl: string | null;
  /** The operator's notice: replies go to the lead. */
  replyTo: { name: string; address: string } | null;
}

/** Why a message is not composed: its lead is gone, or its recipient unsubscribed. Never sent, not retried. */
export class NotSendable extends Error {}

export interface MailComposerDeps {
  inbox: Pick<LeadInboxStore, 'get'>;
  subscriptions: Pick<SubscriptionRepo, 'get' | 'unsubscribedEmail'>;
  tokens: LinkTokens;
  renderer: EmailRenderer;
  siteUrl: string;
  /** `WAITLIST_CONFIRM_DAYS`. */
  unconfirmedDays: number;
}

const idsByName = new Map<string, WaitlistServiceId>(Object.entries(waitlistServices).map(([id, name]) => [name, id as WaitlistServiceId]));
const serviceIds = (names: readonly string[]) =>
  names.map((name) => idsByName.get(name)).filter((id): id is WaitlistServiceId => id !== undefined);

/** The lead's stored fields (its form's `stored`), in order, with the waitlist's services as their ids. */
function notifiedFields(lead: InboxLead): Record<string, unknown> {
  const values = lead as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(publicForms[lead.kind].stored).map((name) => [
      name,
      name === 'services' ? serviceIds(values[name] as string[]) : values[name],
    ]),
  );
}

/** The admin's inbox, opened on this lead (`/de/admin/leads?lead=waitlist:…`). */
export const inboxUrl = (siteUrl: string, language: Language, lead: { kind: string; id: string }) =>
  `${siteUrl}/${language === 'en' ? '' : `${language}/`}admin/leads?lead=${lead.kind}:${encodeURIComponent(lead.id)}`;

/** The token in the links of a preview: not a token at all, so the link opens the page for an unusable link. */
export const previewToken = 'masked-in-preview';

/**
 * Turns a stored message into what is sent: the lead's fields and the links are read now (tokens are
 * derived from the link key, never stored), so a message queued before an erasure or an unsubscription
 * is not sent at all ({@link NotSendable}).
 */
export function mailComposer({ inbox, subscriptions, tokens, renderer, siteUrl, unconfirmedDays }: MailComposerDeps) {
  const leadOf = async (mail: StoredMail): Promise<InboxLead> => {
    const lead = mail.lead ? await inbox.get(mail.lead.kind, mail.lead.id) : null;
    if (!lead) throw new NotSendable('Its lead was erased.');
    return lead;
  };

  async function message(
    mail: StoredMail,
    preview: boolean,
  ): Promise<{ message: EmailMessage; unsubscribeUrl: string | null; lead: InboxLead }> {
    const lead = await leadOf(mail);
    if (mail.kind === 'leadNotification') {
      const notified = { kind: lead.kind, ...notifiedFields(lead), createdAt: lead.createdAt } as NotifiedLead;
      return {
        message: {
          template: 'leadNotification',
          language: mail.language,
          lead: notified,
          inboxUrl: inboxUrl(siteUrl, mail.language, lead),
        },
        unsubscribeUrl: null,
        lead,
      };
    }
    if (lead.kind !== 'waitlist') throw new NotSendable('Not a waitlist entry.');
    const entry = await subscriptions.get(lead.id);
    if (!entry) throw new NotSendable('Its lead was erased.');
    // An address unsubscribed on any of its entries gets nothing more from the waitlist, not even a confirmation.
    if (!preview && (entry.unsubscribedAt !== null || (await subscriptions.unsubscribedEmail(lead.email))))
      throw new NotSendable('The recipient unsubscribed.');
    // The operator's preview shows where the links go, never a token that works: confirming is the subscriber's act.
    const token = (live: () => string) => (preview ? previewToken : live());
    const unsubscribeUrl = subscriptionUrl(
      siteUrl,
      mail.language,
      'unsubscribe',
      token(() => tokens.unsubscribe(lead.id)),
    );
    if (mail.kind === 'waitlistConfirm') {
      if (entry.confirmSentAt === null) throw new NotSendable('The entry has no confirmation link.');
      const confirmSentAt = entry.confirmSentAt;
      const confirmUrl = subscriptionUrl(
        siteUrl,
        mail.language,
        'confirm',
        token(() => tokens.confirm(lead.id, confirmSentAt)),
      );
      const services = serviceIds(lead.services);
      return {
        message: {
          template: 'waitlistConfirm',
          language: mail.language,
          services,
          confirmUrl,
          deleteAfterDays: unconfirmedDays,
        },
        unsubscribeUrl,
        lead,
      };
    }
    const { service, subject, body } = mail.content as { service: WaitlistServiceId; subject: string; body: string };
    return {
      message: { template: 'announcement', language: mail.language, name: lead.fullName, service, subject, body, unsubscribeUrl },
      unsubscribeUrl,
      lead,
    };
  }

  return {
    /** The message as it would be sent now; throws {@link NotSendable} when it must not be (a preview renders it anyway while its lead exists). */
    async compose(mail: StoredMail, { preview = false }: { preview?: boolean } = {}): Promise<ComposedMail> {
      const { message: email, unsubscribeUrl, lead } = await message(mail, preview);
      const rendered = await renderer.renderEmail(email);
      return {
        ...rendered,
        to: mail.recipient,
        messageId: mail.messageId,
        unsubscribeUrl,
        replyTo: mail.kind === 'leadNotification' ? { name: lead.fullName, address: lead.email } : null,
      };
    },
  };
}

export type MailComposer = ReturnType<typeof mailComposer>;
