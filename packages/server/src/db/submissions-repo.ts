import { randomUUID } from 'node:crypto';
import type { ContactInquiry, ContactLead, Language, WaitlistLead, WaitlistServiceName } from '@zk/data';
import type { Db } from './database.ts';

/** `GET /api/leads` (superseded by the inbox) reads at most this many of each kind. */
export const legacyListLimit = 200;

interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  inquiry: string;
  created_at: string;
}

interface WaitlistRow {
  id: string;
  full_name: string;
  email: string;
  services: string;
  language: Language;
  created_at: string;
}

export interface SubmissionsRepo {
  addContact(inquiry: ContactInquiry): string;
  addWaitlist(entry: { fullName: string; email: string; services: WaitlistServiceName[]; language: Language }): string;
  /** The newest contact inquiries (at most {@link legacyListLimit}). */
  contacts(): ContactLead[];
  /** The newest waitlist entries (at most {@link legacyListLimit}). */
  waitlist(): WaitlistLead[];
}

/**
 * Stored submissions. A lead's `created_at` is never earlier than the newest of its table (a clock
 * stepped back stamps it with that time instead), so `seq` order is time order: the inbox's search
 * relies on it (lead-inbox-repo.ts). Run inserts through `groupCommit`: with WAL and `synchronous=FULL` a row is on
 * disk when its commit resolves, so the 201 that follows acknowledges a durable row.
 */
export function submissionsRepo(db: Db, now: () => number): SubmissionsRepo {
  const insertContact = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO contact_inquiries (id, full_name, email, inquiry, status, created_at)
     VALUES (?, ?, ?, ?, 'New', max(?, coalesce((SELECT max(created_at) FROM contact_inquiries), '')))`,
  );
  const insertWaitlist = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at)
     VALUES (?, ?, ?, ?, ?, max(?, coalesce((SELECT max(created_at) FROM waitlist_entries), '')))`,
  );
  const contacts = db.prepare<[], ContactRow>(
    `SELECT id, full_name, email, inquiry, created_at FROM contact_inquiries ORDER BY created_at DESC, seq DESC LIMIT ${legacyListLimit}`,
  );
  const waitlist = db.prepare<[], WaitlistRow>(
    `SELECT id, full_name, email, services, language, created_at FROM waitlist_entries ORDER BY created_at DESC, seq DESC LIMIT ${legacyListLimit}`,
  );
  const at = () => new Date(now()).toISOString();

  return {
    addContact({ fullName, email, inquiry }) {
      const id = randomUUID();
      insertContact.run(id, fullName, email, inquiry, at());
      return id;
    },
    addWaitlist({ fullName, email, services, language }) {
      const id = randomUUID();
      insertWaitlist.run(id, fullName, email, JSON.stringify(services), language, at());
      return id;
    },
    contacts: () =>
      contacts.all().map((row) => ({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        inquiry: row.inquiry,
        status: 'New' as const,
        createdAt: row.created_at,
      })),
    waitlist: () =>
      waitlist.all().map((row) => ({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        services: JSON.parse(row.services) as WaitlistServiceName[],
        language: row.language,
        createdAt: row.created_at,
      })),
  };
}
