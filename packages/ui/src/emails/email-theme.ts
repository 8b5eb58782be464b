import type { CSSProperties } from 'react';

/**
 * The e-mails' look, as inline styles (mail clients ignore stylesheets): a light card on a pale page,
 * the brand's cyan for the button. Text colours keep 4.5:1 on their background.
 */
export const emailColors = {
  page: '#eef1f8',
  card: '#ffffff',
  text: '#0b1124',
  muted: '#4a5675',
  border: '#d8deeb',
  link: '#0e7490',
  button: '#22d3ee',
  onButton: '#04101f',
} as const;

const font = 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const emailStyles = {
  body: { margin: 0, padding: 0, backgroundColor: emailColors.page },
  page: { backgroundColor: emailColors.page, fontFamily: font },
  /** Padding goes on cells: some clients (and a collapsed table) ignore it on tables. */
  pagePadding: { padding: '32px 12px' },
  brand: { margin: '0 0 16px', fontSize: '18px', fontWeight: 700, color: emailColors.text, textAlign: 'center' },
  card: { backgroundColor: emailColors.card, border: `1px solid ${emailColors.border}`, borderRadius: '16px', borderCollapse: 'separate' },
  cardPadding: { padding: '32px 28px' },
  heading: { margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: emailColors.text },
  text: { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: emailColors.text },
  small: { margin: '0 0 12px', fontSize: '14px', lineHeight: '22px', color: emailColors.muted },
  list: { margin: '0 0 20px', paddingLeft: '24px', listStyleType: 'disc', fontSize: '16px', lineHeight: '26px', color: emailColors.text },
  button: {
    display: 'inline-block',
    backgroundColor: emailColors.button,
    color: emailColors.onButton,
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '12px',
    padding: '14px 24px',
    textDecoration: 'none',
  },
  link: { color: emailColors.link, textDecoration: 'underline', wordBreak: 'break-all' },
  rule: { borderColor: emailColors.border, margin: '24px 0' },
  footer: { margin: '16px 0 0', fontSize: '13px', lineHeight: '20px', color: emailColors.muted, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

/**
 * How the plain-text part is made from the HTML (React Email's `toPlainText` options): headings keep
 * their case, since html-to-text's upper-casing knows no language (Turkish i is İ in capitals).
 */
export const emailTextOptions = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};
