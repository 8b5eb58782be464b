import type { FormKind } from './forms.ts';
import type { Language } from './languages.ts';
import type { LeadKind } from './lead-inbox.ts';
import type { WaitlistServiceId } from './services.ts';
import type { StoredFieldName, StoredFields } from './submissions.ts';

/** How long a waitlist confirmation link stays valid (issue 27): 7 days. */
export const confirmLinkDays = 7;

/** A form's stored fields as the notification carries them: the waitlist's services by id (the e-mail names them in its language). */
type NotifiedFields<K extends FormKind> = { [N in StoredFieldName<K>]: N extends 'services' ? WaitlistServiceId[] : StoredFields<K>[N] };
type AllNotifiedFields = NotifiedFields<'contact'> & NotifiedFields<'waitlist'>;

/**
 * The lead's fields as the operator's notification lists them (what the visitor typed, kept as text):
 * its form's stored fields (`stored` in its declaration), in that order. Fields every form stores are
 * always there; the others only on the form's own leads.
 */
export type NotifiedLead = {
  kind: LeadKind;
  /** ISO timestamp. */
  createdAt: string;
} & Pick<AllNotifiedFields, StoredFieldName<'contact'> & StoredFieldName<'waitlist'>> &
  Partial<AllNotifiedFields>;

/**
 * One e-mail as the server asks for it: the template, the recipient's language and what the message
 * says. The confirmation goes to an address nobody has confirmed yet, so it carries nothing the visitor
 * typed (no name: anyone may type anyone's address). The site's e-mail entry (`packages/site/src/entry-email.tsx`) turns it into a subject, an HTML
 * and a plain-text part with the copy of the `emails` namespace; links are absolute (the server builds
 * them from `SITE_URL`).
 */
export type EmailMessage =
  | {
      template: 'waitlistConfirm';
      language: Language;
      services: WaitlistServiceId[];
      confirmUrl: string;
      /** Unconfirmed sign-ups are deleted after this many days (`WAITLIST_CONFIRM_DAYS`). */
      deleteAfterDays: number;
    }
  | { template: 'leadNotification'; language: Language; lead: NotifiedLead; inboxUrl: string }
  | {
      template: 'announcement';
      language: Language;
      name: string;
      service: WaitlistServiceId;
      subject: string;
      body: string;
      unsubscribeUrl: string;
    };

export type EmailTemplate = EmailMessage['template'];

/** A rendered e-mail: its subject (one line) and both parts. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The subject and body an announcement starts from, per language (`emails.announcement.template`). */
export type AnnouncementCopy = Record<Language, { subject: string; body: string }>;

/** What the site's e-mail entry offers the server, which may import only `data` (ARCHITECTURE.md). */
export interface EmailRenderModule {
  renderEmail(message: EmailMessage): Promise<RenderedEmail>;
  /** The template an announcement of this service starts from, in every language. */
  announcementTemplate(service: WaitlistServiceId): Promise<AnnouncementCopy>;
}
