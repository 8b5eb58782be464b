import type { InboxLead } from '@zk/data';

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

const header = ['type', 'created_at', 'full_name', 'email', 'inquiry', 'services', 'language', 'status', 'subscription'];

/** UTF-8 byte order mark (spreadsheet apps read the file as UTF-8) and the header line. */
export const leadsCsvHead = `\uFEFF${header.map(csvCell).join(',')}\r\n`;

/** One lead as an RFC 4180 CSV line (CRLF end). */
export function leadCsvLine(lead: InboxLead): string {
  const row =
    lead.kind === 'contact'
      ? ['contact', lead.createdAt, lead.fullName, lead.email, lead.inquiry, '', '', lead.status, '']
      : [
          'waitlist',
          lead.createdAt,
          lead.fullName,
          lead.email,
          '',
          lead.services.join('; '),
          lead.language,
          lead.status,
          lead.subscription,
        ];
  return `${row.map(csvCell).join(',')}\r\n`;
}
