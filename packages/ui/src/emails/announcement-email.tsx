import { Heading, Hr, Link, Text } from '@react-email/components';
import { EmailFrame, type EmailFooter } from './email-frame';
import { emailStyles } from './email-theme';

export interface AnnouncementEmailProps {
  /** The e-mail's language (`<html lang>`): the recipient's, as stored with the lead or sign-up. */
  lang: string;
  /** The sender's name in the header, from the site's configuration. */
  brand: string;
  /** The operator's subject, shown as the heading too. */
  subject: string;
  /** The operator's text; a blank line starts a new paragraph. Plain text, never markup. */
  body: string;
  /** The one-click unsubscribe page, absolute. */
  unsubscribeUrl: string;
  /** The fixed wording around the operator's text, in the e-mail's language. */
  labels: {
    /** "Hello Jane Doe," */
    greeting: string;
    /** Why the recipient gets this e-mail (their waitlist sign-up). */
    reason: string;
    /** The line before the unsubscribe link, such as "Don’t want any more e-mails from us?". */
    unsubscribeHint: string;
    /** The unsubscribe link's text. */
    unsubscribe: string;
  };
  /** Who sends it, with the links to the Impressum and the privacy policy. */
  footer: EmailFooter;
}

/** The paragraphs of a plain-text body: split at blank lines, single line breaks kept. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A launch announcement to the confirmed waitlist, with a visible unsubscribe link. */
export function AnnouncementEmail({ lang, brand, subject, body, unsubscribeUrl, labels, footer }: AnnouncementEmailProps) {
  const paragraphs = paragraphsOf(body);
  return (
    <EmailFrame lang={lang} preview={paragraphs[0] ?? subject} brand={brand} footer={footer} slot="announcement-email">
      <Heading as="h1" style={emailStyles.heading}>
        {subject}
      </Heading>
      <Text style={emailStyles.text}>{labels.greeting}</Text>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...emailStyles.text, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      <Hr style={emailStyles.rule} />
      <Text style={emailStyles.small}>{labels.reason}</Text>
      <Text style={{ ...emailStyles.small, margin: 0 }}>
        {labels.unsubscribeHint}{' '}
        <Link href={unsubscribeUrl} style={emailStyles.link}>
          {labels.unsubscribe}
        </Link>
      </Text>
    </EmailFrame>
  );
}
