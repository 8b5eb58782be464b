import type { Leads } from '@zk/data';

/** Quotes a CSV cell; cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
