import { Button, Link, Section, Text } from '@react-email/components';
import { emailStyles } from './email-theme';

export interface EmailActionProps {
  /** Where the button leads, absolute. */
  href: string;
  /** The button's text. */
  label: string;
  /** "If the button does not work, copy this address…": the address follows, for clients that drop buttons. */
  linkHint: string;
}

/** The e-mail's one button, with its address written out below it. */
export function EmailAction({ href, label, linkHint }: EmailActionProps) {
  return (
    <Section style={{ margin: '8px 0 24px' }} data-slot="email-action">
      <Button href={href} style={emailStyles.button}>
        {label}
      </Button>
      {/* The plain-text part has the address beside the button's label already. */}
      <Text style={{ ...emailStyles.small, margin: '20px 0 0' }} data-skip-in-text="true">
        {linkHint}{' '}
        <Link href={href} style={emailStyles.link}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}
