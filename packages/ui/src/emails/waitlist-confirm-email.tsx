import { Heading, Text } from '@react-email/components';
import { EmailAction } from './email-action';
import { EmailFrame, type EmailFooter } from './email-frame';
import { emailStyles } from './email-theme';

export interface WaitlistConfirmEmailProps {
  /** The e-mail's language (`<html lang>`): the recipient's, as stored with the lead or sign-up. */
  lang: string;
  /** The sender's name in the header, from the site's configuration. */
  brand: string;
  /** The confirmation page, absolute (`https://…/de/waitlist/confirm?token=…`). */
  confirmUrl: string;
  /** The services the visitor chose, by display name in the e-mail's language. */
  services: string[];
  /** The fixed wording, in the e-mail's language. */
  labels: {
    /** The line inbox lists show after the subject. */
    preview: string;
    heading: string;
    /** "Hello," (no name: the address is not confirmed yet) */
    greeting: string;
    intro: string;
    /** The button's text, opening the confirmation page. */
    button: string;
    /** "If the button does not work, copy this address…". */
    linkHint: string;
    /** "The link is valid for 7 days." */
    expiry: string;
    /** What happens when the visitor did not sign up. */
    ignore: string;
  };
  /** Who sends it, with the links to the Impressum and the privacy policy. */
  footer: EmailFooter;
}

/** The double opt-in: asks a new waitlist member to confirm, with one link to the confirmation page. */
export function WaitlistConfirmEmail({ lang, brand, confirmUrl, services, labels, footer }: WaitlistConfirmEmailProps) {
  return (
    <EmailFrame lang={lang} preview={labels.preview} brand={brand} footer={footer} slot="waitlist-confirm-email">
      <Heading as="h1" style={emailStyles.heading}>
        {labels.heading}
      </Heading>
      <Text style={emailStyles.text}>{labels.greeting}</Text>
      <Text style={emailStyles.text}>{labels.intro}</Text>
      <ul style={emailStyles.list}>
        {services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <EmailAction href={confirmUrl} label={labels.button} linkHint={labels.linkHint} />
      <Text style={emailStyles.small}>{labels.expiry}</Text>
      <Text style={{ ...emailStyles.small, margin: 0 }}>{labels.ignore}</Text>
    </EmailFrame>
  );
}
