import type { EmailMessage } from '@zk/data';
import type { Language, TFunction } from '@zk/i18n';
import { AnnouncementEmail, LeadNotificationEmail, WaitlistConfirmEmail } from '@zk/ui/emails';
import type { ReactElement } from 'react';
import type { PropsContext } from '../props/context';
import { announcementEmailProps, leadNotificationEmailProps, oneLine, waitlistConfirmEmailProps, type EmailOrigin } from '../props/emails';
import { siteConfig } from '../site-config';

/** The context the e-mails are mapped in: the message's language and the configured facts (no links to route). */
export const emailContext = (t: TFunction, language: Language): PropsContext => ({
  language,
  t,
  Link: 'a',
  site: { brand: siteConfig.brand, contactEmail: siteConfig.contactEmail, results: siteConfig.results },
});

/** The subject and the React Email element of a message, with the copy of its language. */
export function emailElement(t: TFunction, message: EmailMessage): { subject: string; element: ReactElement } {
  const context = emailContext(t, message.language);
  const origin: EmailOrigin = { siteUrl: siteConfig.siteUrl, legal: siteConfig };
  switch (message.template) {
    case 'waitlistConfirm': {
      const { subject, ...props } = waitlistConfirmEmailProps(context, origin, message);
      return { subject, element: <WaitlistConfirmEmail {...props} /> };
    }
    case 'leadNotification': {
      const { subject, ...props } = leadNotificationEmailProps(context, origin, message);
      return { subject, element: <LeadNotificationEmail {...props} /> };
    }
    case 'announcement':
      return { subject: oneLine(message.subject), element: <AnnouncementEmail {...announcementEmailProps(context, origin, message)} /> };
  }
}
