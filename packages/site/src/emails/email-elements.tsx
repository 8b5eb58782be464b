import { confirmLinkDays, type EmailMessage, type NotifiedLead } from '@zk/data';
import { languageNames, type TFunction } from '@zk/i18n';
import { AnnouncementEmail, LeadNotificationEmail, WaitlistConfirmEmail, type EmailFooter } from '@zk/ui/emails';
import type { ReactElement } from 'react';
import { siteConfig } from '../site-config';
import { serviceKeys } from '../props/waitlist-service-keys';

/** One line: a subject never carries a line break, whatever a visitor typed into a name. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

function footerOf(t: TFunction, language: string): EmailFooter {
  return {
    sentBy: t('emails.footer.sentBy', { brand: siteConfig.brand, site: siteConfig.siteUrl }),
    privacy: { href: `${siteConfig.siteUrl}/${language}/privacy`, label: t('emails.footer.privacy') },
  };
}

function leadFields(t: TFunction, language: string, lead: NotifiedLead) {
  const label = (name: 'name' | 'email' | 'message' | 'services' | 'language' | 'received') => t(`emails.leadNotification.fields.${name}`);
  const received = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(Date.parse(lead.createdAt));
  return [
    { label: label('name'), value: lead.fullName },
    { label: label('email'), value: lead.email },
    ...(lead.inquiry !== undefined ? [{ label: label('message'), value: lead.inquiry }] : []),
    ...(lead.services ? [{ label: label('services'), value: lead.services.map((id) => t(`waitlist.services.${serviceKeys[id]}.title`)).join(', ') }] : []),
    ...(lead.language ? [{ label: label('language'), value: languageNames[lead.language] }] : []),
    { label: label('received'), value: `${received} UTC` },
  ];
}

/** The subject and the React Email element of a message, with the copy of its language. */
export function emailElement(t: TFunction, message: EmailMessage): { subject: string; element: ReactElement } {
  const { language } = message;
  const footer = footerOf(t, language);
  const brand = siteConfig.brand;
  switch (message.template) {
    case 'waitlistConfirm':
      return {
        subject: t('emails.waitlistConfirm.subject', { brand }),
        element: (
          <WaitlistConfirmEmail
            lang={language}
            brand={brand}
            confirmUrl={message.confirmUrl}
            services={message.services.map((id) => t(`waitlist.services.${serviceKeys[id]}.title`))}
            labels={{
              preview: t('emails.waitlistConfirm.preview'),
              heading: t('emails.waitlistConfirm.heading'),
              greeting: t('emails.waitlistConfirm.greeting', { name: message.name }),
              intro: t('emails.waitlistConfirm.intro'),
              button: t('emails.waitlistConfirm.button'),
              linkHint: t('emails.linkHint'),
              expiry: t('emails.waitlistConfirm.expiry', { count: confirmLinkDays }),
              ignore: t('emails.waitlistConfirm.ignore', { count: message.deleteAfterDays }),
            }}
            footer={footer}
          />
        ),
      };
    case 'leadNotification': {
      const { kind, fullName } = message.lead;
      return {
        subject: oneLine(t(`emails.leadNotification.subject.${kind}`, { name: fullName })),
        element: (
          <LeadNotificationEmail
            lang={language}
            brand={brand}
            inboxUrl={message.inboxUrl}
            fields={leadFields(t, language, message.lead)}
            labels={{
              preview: t(`emails.leadNotification.preview.${kind}`),
              heading: t(`emails.leadNotification.heading.${kind}`),
              intro: t('emails.leadNotification.intro', { site: siteConfig.siteUrl }),
              open: t('emails.leadNotification.open'),
              linkHint: t('emails.linkHint'),
              reason: t('emails.leadNotification.reason'),
            }}
            footer={footer}
          />
        ),
      };
    }
    case 'announcement': {
      const service = t(`waitlist.services.${serviceKeys[message.service]}.title`);
      return {
        subject: oneLine(message.subject),
        element: (
          <AnnouncementEmail
            lang={language}
            brand={brand}
            subject={oneLine(message.subject)}
            body={message.body}
            unsubscribeUrl={message.unsubscribeUrl}
            labels={{
              greeting: t('emails.announcement.greeting', { name: message.name }),
              reason: t('emails.announcement.reason', { brand, service }),
              unsubscribeHint: t('emails.announcement.unsubscribeHint'),
              unsubscribe: t('emails.announcement.unsubscribe'),
            }}
            footer={footer}
          />
        ),
      };
    }
  }
}
