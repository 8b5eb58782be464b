import type { Leads } from '@zk/data';

/**
 * A part a spreadsheet would run as a formula: one that starts (after spaces, quotes or control characters)
 * with `=`, `+`, `-` or `@`, or that starts with a control character (NUL, tab, CR...).
 */
// eslint-disable-next-line no-control-regex
const formulaStart = /^(?:[\s"\u0000-\u001f\u007f]*[=+\-@]|[\u0000-\u001f\u007f])/;

/**
 * One CSV cell, always quoted (ASVS 1.2.10). Each `;`-separated part that a spreadsheet would run as a
 * formula gets a leading apostrophe: German and Turkish Excel split cells on `;`, so `x;=cmd` is two cells there.
 */
export function csvCell(value: string): string {
  const safe = value
    .split(';')
    .map((part) => (formulaStart.test(part) ? `'${part}` : part))
    .join(';');
  return `"${safe.replaceAll('"', '""')}"`;
}

const header = ['type', 'created_at', 'full_name', 'email', 'inquiry', 'services', 'language', 'status'];

/** All leads as one RFC 4180 CSV (CRLF line ends, UTF-8 BOM for spreadsheet apps), newest first per type. */
export function leadsCsv({ contacts, waitlist }: Leads): string {
  const rows = [
    header,
    ...contacts.map((l) => ['contact', l.createdAt, l.fullName, l.email, l.inquiry, '', '', l.status]),
    ...waitlist.map((l) => ['waitlist', l.createdAt, l.fullName, l.email, '', l.services.join('; '), l.language, '']),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
