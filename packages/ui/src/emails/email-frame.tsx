import { Body, Column, Container, Head, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { emailStyles } from './email-theme';

/** What every e-mail ends with: who sends it (§ 6 DDG, 6563 m. 6), from the configuration the Impressum shows. */
export interface EmailFooter {
  /** "Sent by ZK Automations GmbH, https://example.com". */
  sentBy: string;
  /** The sender's postal address on one line; null when none is configured (development only). */
  address: string | null;
  imprint: { href: string; label: string };
  privacy: { href: string; label: string };
}

export interface EmailFrameProps {
  /** The e-mail's language (`<html lang>`). */
  lang: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  /** The sender's name in the header, from the site's configuration. */
  brand: string;
  /** Who sends it, with the links to the Impressum and the privacy policy. */
  footer: EmailFooter;
  /** The `data-slot` of the e-mail (its component's kebab-case name). */
  slot: string;
  /** The e-mail's own content, between header and footer. */
  children: ReactNode;
}

/** The frame of every e-mail: the brand above a white card, the footer below, the inbox preview line. */
export function EmailFrame({ lang, preview, brand, footer, slot, children }: EmailFrameProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={emailStyles.body}>
        <Section style={emailStyles.page} data-slot={slot}>
          <Row>
            <Column style={emailStyles.pagePadding}>
              <Container>
                <Text style={emailStyles.brand}>{brand}</Text>
                <Section style={emailStyles.card}>
                  <Row>
                    <Column style={emailStyles.cardPadding}>{children}</Column>
                  </Row>
                </Section>
                <Text style={emailStyles.footer}>
                  {footer.sentBy}
                  {footer.address ? (
                    <>
                      <br />
                      {footer.address}
                    </>
                  ) : null}
                  <br />
                  <Link href={footer.imprint.href} style={emailStyles.link}>
                    {footer.imprint.label}
                  </Link>
                  {' · '}
                  <Link href={footer.privacy.href} style={emailStyles.link}>
                    {footer.privacy.label}
                  </Link>
                </Text>
              </Container>
            </Column>
          </Row>
        </Section>
      </Body>
    </Html>
  );
}
