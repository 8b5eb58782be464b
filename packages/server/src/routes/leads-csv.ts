import { publicForms, type InboxLead } from '@zk/data';
import { columnOf, mergedStoredFields } from '../db/stored-fields.ts';

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

/** The lead's kind and time, every form's stored fields (`mergedStoredFields`, empty where another form's), its status and e-mail state. */
const header = ['type', 'created_at', ...mergedStoredFields.map(columnOf), 'status', 'subscription'];

/** UTF-8 byte order mark (spreadsheet apps read the file as UTF-8) and the header line. */
export const leadsCsvHead = `\uFEFF${header.map(csvCell).join(',')}\r\n`;

/** A stored field as a cell: a list joined with `; `, a field the lead's form lacks empty. */
function fieldCell(lead: InboxLead, name: string): string {
  const value = name in publicForms[lead.kind].stored ? (lead as unknown as Record<string, unknown>)[name] : undefined;
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** One lead as an RFC 4180 CSV line (CRLF end). */
export function leadCsvLine(lead: InboxLead): string {
  const subscription = lead.kind === 'waitlist' ? lead.subscription : '';
  const row = [lead.kind, lead.createdAt, ...mergedStoredFields.map((name) => fieldCell(lead, name)), lead.status, subscription];
  return `${row.map(csvCell).join(',')}\r\n`;
}
