import { Column, Heading, Row, Section, Text } from '@react-email/components';
import { EmailAction } from './email-action';
import { EmailFrame, type EmailFooter } from './email-frame';
import { emailColors, emailStyles } from './email-theme';

/** One field of the lead, as the visitor sent it (shown as text, never as markup). */
export interface LeadNotificationField {
  label: string;
  value: string;
}

export interface LeadNotificationEmailProps {
  /** The e-mail's language (`<html lang>`): the operator's. */
  lang: string;
  /** The sender's name in the header, from the site's configuration. */
  brand: string;
  /** The lead in the operator's inbox, absolute. */
  inboxUrl: string;
  /** What the visitor sent, one labelled line each (name, e-mail, message or services); plain text, never markup. */
  fields: LeadNotificationField[];
  /** The fixed wording, in the operator's language. */
  labels: {
    /** The line inbox lists show after the subject. */
    preview: string;
    heading: string;
    intro: string;
    /** The button's text, opening the lead in the inbox. */
    open: string;
    /** "If the button does not work, copy this address…". */
    linkHint: string;
    /** Why the operator gets this message. */
    reason: string;
  };
  /** Who sends it, with the links to the Impressum and the privacy policy. */
  footer: EmailFooter;
}

const labelStyle = { margin: 0, fontSize: '13px', lineHeight: '20px', color: emailColors.muted, fontWeight: 600 };
const valueStyle = {
  margin: '0 0 14px',
  fontSize: '16px',
  lineHeight: '24px',
  color: emailColors.text,
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-word' as const,
};

/** Tells the operator about a new lead: its fields and a link to it in the inbox. */
export function LeadNotificationEmail({ lang, brand, inboxUrl, fields, labels, footer }: LeadNotificationEmailProps) {
  return (
    <EmailFrame lang={lang} preview={labels.preview} brand={brand} footer={footer} slot="lead-notification-email">
      <Heading as="h1" style={emailStyles.heading}>
        {labels.heading}
      </Heading>
      <Text style={emailStyles.text}>{labels.intro}</Text>
      <Section style={{ margin: '0 0 8px' }}>
        {fields.map((field) => (
          <Row key={field.label}>
            <Column>
              <Text style={labelStyle}>{field.label}</Text>
              <Text style={valueStyle}>{field.value}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <EmailAction href={inboxUrl} label={labels.open} linkHint={labels.linkHint} />
      <Text style={{ ...emailStyles.small, margin: 0 }}>{labels.reason}</Text>
    </EmailFrame>
  );
}
