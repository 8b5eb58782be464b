import type { Language, LeadKind, WaitlistServiceName } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { LeadRef } from '../db/lead-inbox-repo.ts';

export type ForwardKind = LeadKind;

/** What Airtable receives: the stored submission, in domain terms, read when it is sent. */
export type ForwardPayload =
  | { kind: 'contact'; fullName: string; email: string; inquiry: string }
  | { kind: 'waitlist'; fullName: string; email: string; services: WaitlistServiceName[]; language: Language };

/** Reads a stored submission for sending; null when it is gone (erased). */
export function submissionReader(db: Db): (lead: LeadRef) => ForwardPayload | null {
  const contact = db.prepare<[string], { full_name: string; email: string; inquiry: string }>(
    'SELECT full_name, email, inquiry FROM contact_inquiries WHERE id = ?',
  );
  const waitlist = db.prepare<[string], { full_name: string; email: string; services: string; language: Language }>(
    'SELECT full_name, email, services, language FROM waitlist_entries WHERE id = ?',
  );
  return ({ kind, id }) => {
    if (kind === 'contact') {
      const row = contact.get(id);
      return row ? { kind, fullName: row.full_name, email: row.email, inquiry: row.inquiry } : null;
    }
    const row = waitlist.get(id);
    return row
      ? {
          kind,
          fullName: row.full_name,
          email: row.email,
          services: JSON.parse(row.services) as WaitlistServiceName[],
          language: row.language,
        }
      : null;
  };
}
