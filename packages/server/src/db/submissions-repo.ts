import { randomUUID } from 'node:crypto';
import type { ContactInquiry, Language, WaitlistServiceName } from '@zk/data';
import type { Db } from './database.ts';

export interface SubmissionsRepo {
  addContact(inquiry: ContactInquiry): string;
  addWaitlist(entry: { fullName: string; email: string; services: WaitlistServiceName[]; language: Language }): string;
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
  };
}
