// The e-mails (React Email): a separate entry (`@zk/ui/emails`), rendered only by the site's e-mail
// entry on the server and by the stories, never part of a page's bundle.
export { AnnouncementEmail, paragraphsOf, type AnnouncementEmailProps } from './announcement-email';
export { EmailFrame, type EmailFooter, type EmailFrameProps } from './email-frame';
export { emailColors, emailTextOptions } from './email-theme';
export { LeadNotificationEmail, type LeadNotificationEmailProps, type LeadNotificationField } from './lead-notification-email';
export { WaitlistConfirmEmail, type WaitlistConfirmEmailProps } from './waitlist-confirm-email';
