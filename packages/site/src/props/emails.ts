import { confirmLinkDays, publicForms, type LeadKind, type NotifiedLead, type StoredFieldName, type WaitlistServiceId } from '@zk/data';
import { languageNames } from '@zk/i18n';
import type {
  AnnouncementEmailProps,
  EmailFooter,
  LeadNotificationEmailProps,
  LeadNotificationField,
  WaitlistConfirmEmailProps,
} from '@zk/ui/emails';
import type { LegalConfig } from '../site-config';
import type { PropsContext } from './context';
import { exampleLegalConfig } from './legal';
import { addressLine } from './legal-identity';
import { serviceKeys } from './waitlist-service-keys';

/**
 * The e-mails' props from the `emails` namespace: the server's e-mail entry (`entry-email.tsx`) and the
 * e-mail stories call these, each with the `EmailOrigin` its links and sender come from.
 */

/** Where the e-mails come from: the absolute address links are made from (`SITE_URL`) and the company the Impressum names. */
export interface EmailOrigin {
  siteUrl: string;
  legal: Pick<LegalConfig, 'brand' | 'company'>;
}

/** The e-mails of the plainest deployment (no company configured), as the stories show them. */
export const exampleEmailOrigin = (siteUrl: string): EmailOrigin => ({ siteUrl, legal: exampleLegalConfig });

/** One line: a subject never carries a line break, whatever a visitor typed into a name. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const serviceTitle = ({ t }: PropsContext, id: WaitlistServiceId) => t(`waitlist.services.${serviceKeys[id]}.title`);

/**
 * Every e-mail's sender identity (§ 6 DDG, 6563 m. 6): the company's name (the brand when
 * `COMPANY_NAME` is unset) and address, and links to the Impressum and the privacy policy.
 */
export function emailFooterProps({ t, language }: PropsContext, { siteUrl, legal }: EmailOrigin): EmailFooter {
  return {
    sentBy: t('emails.footer.sentBy', { company: legal.company.name ?? legal.brand, site: siteUrl }),
    address: addressLine(legal),
    imprint: { href: `${siteUrl}/${language}/impressum`, label: t('emails.footer.imprint') },
    privacy: { href: `${siteUrl}/${language}/privacy`, label: t('emails.footer.privacy') },
  };
}

export function waitlistConfirmEmailProps(
  context: PropsContext,
  origin: EmailOrigin,
  message: { confirmUrl: string; services: WaitlistServiceId[]; deleteAfterDays: number },
): WaitlistConfirmEmailProps & { subject: string } {
  const { t, language, site } = context;
  return {
    subject: t('emails.waitlistConfirm.subject', { brand: site.brand }),
    lang: language,
    brand: site.brand,
    confirmUrl: message.confirmUrl,
    services: message.services.map((id) => serviceTitle(context, id)),
    labels: {
      preview: t('emails.waitlistConfirm.preview'),
      heading: t('emails.waitlistConfirm.heading'),
      greeting: t('emails.waitlistConfirm.greeting'),
      intro: t('emails.waitlistConfirm.intro'),
      button: t('emails.waitlistConfirm.button'),
      linkHint: t('emails.linkHint'),
      expiry: t('emails.waitlistConfirm.expiry', { count: confirmLinkDays }),
      ignore: t('emails.waitlistConfirm.ignore', { count: message.deleteAfterDays }),
    },
    footer: emailFooterProps(context, origin),
  };
}

/** How a stored field reads in the notification: services by their titles, a language by its name, the rest as typed. */
function notifiedValue(context: PropsContext, name: keyof NotifiedLead, lead: NotifiedLead): string | undefined {
  if (name === 'services') return lead.services?.map((id) => serviceTitle(context, id)).join(', ');
  if (name === 'language') return lead.language && languageNames[lead.language];
  const value = lead[name];
  return value === undefined ? undefined : String(value);
}

/** The lead's stored fields (its form's `stored`, in that order), each under its label of `emails.leadNotification.fields`. */
function notifiedFields(context: PropsContext, lead: NotifiedLead): LeadNotificationField[] {
  const names = Object.keys(publicForms[lead.kind].stored) as StoredFieldName<LeadKind>[];
  return names.flatMap((name) => {
    const value = notifiedValue(context, name, lead);
    return value === undefined ? [] : [{ label: context.t(`emails.leadNotification.fields.${name}`), value }];
  });
}

export function leadNotificationEmailProps(
  context: PropsContext,
  origin: EmailOrigin,
  message: { inboxUrl: string; lead: NotifiedLead },
): LeadNotificationEmailProps & { subject: string } {
  const { t, language, site } = context;
  const { lead } = message;
  const received = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.parse(lead.createdAt),
  );
  return {
    subject: oneLine(t(`emails.leadNotification.subject.${lead.kind}`, { name: lead.fullName })),
    lang: language,
    brand: site.brand,
    inboxUrl: message.inboxUrl,
    fields: [...notifiedFields(context, lead), { label: t('emails.leadNotification.fields.received'), value: `${received} UTC` }],
    labels: {
      preview: t(`emails.leadNotification.preview.${lead.kind}`),
      heading: t(`emails.leadNotification.heading.${lead.kind}`),
      intro: t('emails.leadNotification.intro', { site: origin.siteUrl }),
      open: t('emails.leadNotification.open'),
      linkHint: t('emails.linkHint'),
      reason: t('emails.leadNotification.reason'),
    },
    footer: emailFooterProps(context, origin),
  };
}

export function announcementEmailProps(
  context: PropsContext,
  origin: EmailOrigin,
  message: { name: string; service: WaitlistServiceId; subject: string; body: string; unsubscribeUrl: string },
): AnnouncementEmailProps {
  const { t, language, site } = context;
  return {
    lang: language,
    brand: site.brand,
    subject: oneLine(message.subject),
    body: message.body,
    unsubscribeUrl: message.unsubscribeUrl,
    labels: {
      greeting: t('emails.announcement.greeting', { name: message.name }),
      reason: t('emails.announcement.reason', { brand: site.brand, service: serviceTitle(context, message.service) }),
      unsubscribeHint: t('emails.announcement.unsubscribeHint'),
      unsubscribe: t('emails.announcement.unsubscribe'),
    },
    footer: emailFooterProps(context, origin),
  };
}

/** The subject and body an announcement of `service` starts from (`emails.announcement.template`). */
export function announcementTemplateProps(context: PropsContext, service: WaitlistServiceId): { subject: string; body: string } {
  const name = serviceTitle(context, service);
  return {
    subject: context.t('emails.announcement.template.subject', { service: name }),
    body: context.t('emails.announcement.template.body', { service: name }),
  };
}
