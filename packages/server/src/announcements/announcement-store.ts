import {
  languages,
  waitlistServices,
  type AnnouncementAudience,
  type AnnouncementDraft,
  type Language,
  type WaitlistServiceId,
} from '@zk/data';
import type { Db } from '../db/database.ts';

/** A waitlister an announcement goes to. */
export interface Recipient {
  id: string;
  email: string;
  language: Language;
}

interface AnnouncementRow {
  id: number;
  service: WaitlistServiceId;
  created_by: string;
  created_at: number;
  recipients: number;
  per_language: string;
  copy: string;
}

/**
 * Who may receive an announcement of a service: waitlist entries that consented (`consent_version`),
 * confirmed their address, did not unsubscribe and chose the service; an address unsubscribed on any of
 * its entries is left out, and an address on the list twice gets one message (its newest entry's language).
 */
const audience = `WITH gone AS (SELECT DISTINCT lower(email) AS email FROM waitlist_entries WHERE unsubscribed_at IS NOT NULL),
  chosen AS (
    SELECT w.id, w.email, w.language, row_number() OVER (PARTITION BY lower(w.email) ORDER BY w.seq DESC) AS nth
    FROM waitlist_entries w
    WHERE w.consent_version IS NOT NULL AND w.confirmed_at IS NOT NULL AND w.unsubscribed_at IS NULL
      AND EXISTS (SELECT 1 FROM json_each(w.services) s WHERE s.value = @service)
      AND lower(w.email) NOT IN (SELECT email FROM gone))
  SELECT id, email, language FROM chosen WHERE nth = 1`;

/** The announcement tables (migration 11). */
export function announcementStore(db: Db) {
  const recipients = db.prepare<{ service: string }, Recipient>(audience);
  const counts = db.prepare<{ service: string }, { language: Language; n: number }>(
    `SELECT language, count(*) AS n FROM (${audience}) GROUP BY language`,
  );
  const insert = db.prepare<[string, string, number, number, string, string, string]>(
    `INSERT INTO announcements (service, created_by, created_at, recipients, per_language, copy, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const byKey = db.prepare<[string], { id: number }>('SELECT id FROM announcements WHERE idempotency_key = ?');
  const sameSince = db.prepare<[string, string, number], { id: number }>(
    'SELECT id FROM announcements WHERE service = ? AND copy = ? AND created_at > ? LIMIT 1',
  );
  const setCounts = db.prepare<[number, string, number]>('UPDATE announcements SET recipients = ?, per_language = ? WHERE id = ?');
  const all = db.prepare<[], AnnouncementRow>('SELECT * FROM announcements ORDER BY id DESC');
  const draftOf = db.prepare<[string], { draft: string; updated_at: number }>(
    'SELECT draft, updated_at FROM announcement_drafts WHERE operator_id = ?',
  );
  const saveDraft = db.prepare<[string, string, number]>(
    `INSERT INTO announcement_drafts (operator_id, draft, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (operator_id) DO UPDATE SET draft = excluded.draft, updated_at = excluded.updated_at`,
  );
  const deleteDraft = db.prepare<[string]>('DELETE FROM announcement_drafts WHERE operator_id = ?');
  const nameOf = (service: WaitlistServiceId) => waitlistServices[service];

  return {
    recipients: (service: WaitlistServiceId): Recipient[] => recipients.all({ service: nameOf(service) }),
    audience(service: WaitlistServiceId): AnnouncementAudience {
      const perLanguage = Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>;
      for (const { language, n } of counts.all({ service: nameOf(service) })) if (language in perLanguage) perLanguage[language] = n;
      return { service, counts: perLanguage, total: Object.values(perLanguage).reduce((a, b) => a + b, 0) };
    },
    /** Records an announcement (its counts set by `setCounts` in the same transaction); returns its id. */
    add: (service: WaitlistServiceId, createdBy: string, at: number, copy: unknown, idempotencyKey: string): number =>
      Number(insert.run(service, createdBy, at, 0, '{}', JSON.stringify(copy), idempotencyKey).lastInsertRowid),
    /** The announcement sent with this composer key, or null. */
    byIdempotencyKey: (key: string): number | null => byKey.get(key)?.id ?? null,
    /** Whether an announcement of this service with exactly this copy was sent after `since` (ms). */
    sentSince: (service: WaitlistServiceId, copy: unknown, since: number): boolean =>
      sameSince.get(service, JSON.stringify(copy), since) !== undefined,
    setCounts: (id: number, perLanguage: Record<Language, number>) =>
      void setCounts.run(
        Object.values(perLanguage).reduce((a, b) => a + b, 0),
        JSON.stringify(perLanguage),
        id,
      ),
    list: () =>
      all.all().map((row) => ({
        id: row.id,
        service: row.service,
        createdBy: row.created_by,
        createdAt: row.created_at,
        recipients: row.recipients,
        perLanguage: JSON.parse(row.per_language) as Record<Language, number>,
        copy: JSON.parse(row.copy) as Record<Language, { subject: string; body: string }>,
      })),
    draft(operatorId: string): { draft: AnnouncementDraft; updatedAt: number } | null {
      const row = draftOf.get(operatorId);
      return row ? { draft: JSON.parse(row.draft) as AnnouncementDraft, updatedAt: row.updated_at } : null;
    },
    saveDraft: (operatorId: string, draft: AnnouncementDraft, at: number) => void saveDraft.run(operatorId, JSON.stringify(draft), at),
    deleteDraft: (operatorId: string) => void deleteDraft.run(operatorId),
  };
}

export type AnnouncementStore = ReturnType<typeof announcementStore>;
