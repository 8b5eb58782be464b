import {
  languages,
  waitlistServices,
  type AnnouncementAudience,
  type AnnouncementDraft,
  type Language,
  type WaitlistServiceId,
} from '@zk/data';
import { sql, type Kysely } from 'kysely';
import type { EngineSql } from './engine-types.ts';
import type { Schema } from './schema.ts';

/** A waitlister an announcement goes to. */
export interface Recipient {
  id: string;
  email: string;
  language: Language;
}

/** An announcement as the operator's list shows it. */
export interface AnnouncementEntry {
  id: number;
  service: WaitlistServiceId;
  createdBy: string;
  createdAt: number;
  recipients: number;
  perLanguage: Record<Language, number>;
  copy: Record<Language, { subject: string; body: string }>;
}

const noneYet = () => Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>;

/**
 * The announcement tables on either engine. Each method takes the executor it runs on: the engine's pool,
 * or the transaction that records an announcement with its messages (announcement-routes.ts).
 */
export function announcementsStore(engineSql: Pick<EngineSql, 'containsText'>) {
  /**
   * Who may receive an announcement of a service: waitlist entries that consented (`consent_version`),
   * confirmed their address, did not unsubscribe and chose the service; an address unsubscribed on any of
   * its entries is left out, and an address on the list twice gets one message (its newest entry's language).
   */
  const audience = (service: WaitlistServiceId) => sql<Recipient>`WITH gone AS (
      SELECT DISTINCT lower(email) AS email FROM waitlist_entries WHERE unsubscribed_at IS NOT NULL),
    chosen AS (
      SELECT w.id, w.email, w.language, row_number() OVER (PARTITION BY lower(w.email) ORDER BY w.seq DESC) AS nth
      FROM waitlist_entries w
      WHERE w.consent_version IS NOT NULL AND w.confirmed_at IS NOT NULL AND w.unsubscribed_at IS NULL
        AND ${engineSql.containsText('w.services', JSON.stringify(waitlistServices[service]))}
        AND lower(w.email) NOT IN (SELECT email FROM gone))
    SELECT id, email, language FROM chosen WHERE nth = 1`;

  return {
    async recipients(db: Kysely<Schema>, service: WaitlistServiceId): Promise<Recipient[]> {
      return (await audience(service).execute(db)).rows;
    },
    async audience(db: Kysely<Schema>, service: WaitlistServiceId): Promise<AnnouncementAudience> {
      const { rows } = await sql<{
        language: Language;
        n: number | string;
      }>`SELECT language, count(*) AS n FROM (${audience(service)}) a GROUP BY language`.execute(db);
      const counts = noneYet();
      for (const { language, n } of rows) if (language in counts) counts[language] = Number(n);
      return { service, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },
    /** Records an announcement (its counts set by `setCounts` in the same transaction); returns its id. */
    async add(
      db: Kysely<Schema>,
      service: WaitlistServiceId,
      createdBy: string,
      at: number,
      copy: unknown,
      idempotencyKey: string,
    ): Promise<number> {
      const row = await db
        .insertInto('announcements')
        .values({
          service,
          created_by: createdBy,
          created_at: at,
          recipients: 0,
          per_language: '{}',
          copy: JSON.stringify(copy),
          idempotency_key: idempotencyKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** The announcement sent with this composer key, or null. */
    async byIdempotencyKey(db: Kysely<Schema>, key: string): Promise<number | null> {
      const row = await db.selectFrom('announcements').select('id').where('idempotency_key', '=', key).executeTakeFirst();
      return row ? Number(row.id) : null;
    },
    /** Whether an announcement of this service with exactly this copy was sent after `since` (ms). */
    async sentSince(db: Kysely<Schema>, service: WaitlistServiceId, copy: unknown, since: number): Promise<boolean> {
      const row = await db
        .selectFrom('announcements')
        .select('id')
        .where('service', '=', service)
        .where('copy', '=', JSON.stringify(copy))
        .where('created_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async setCounts(db: Kysely<Schema>, id: number, perLanguage: Record<Language, number>): Promise<void> {
      await db
        .updateTable('announcements')
        .set({ recipients: Object.values(perLanguage).reduce((a, b) => a + b, 0), per_language: JSON.stringify(perLanguage) })
        .where('id', '=', id)
        .execute();
    },
    async list(db: Kysely<Schema>): Promise<AnnouncementEntry[]> {
      const rows = await db.selectFrom('announcements').selectAll().orderBy('id', 'desc').execute();
      return rows.map((row) => ({
        id: Number(row.id),
        service: row.service as WaitlistServiceId,
        createdBy: row.created_by,
        createdAt: Number(row.created_at),
        recipients: row.recipients,
        perLanguage: JSON.parse(row.per_language) as Record<Language, number>,
        copy: JSON.parse(row.copy) as AnnouncementEntry['copy'],
      }));
    },
    async draft(db: Kysely<Schema>, operatorId: string): Promise<{ draft: AnnouncementDraft; updatedAt: number } | null> {
      const row = await db
        .selectFrom('announcement_drafts')
        .select(['draft', 'updated_at'])
        .where('operator_id', '=', operatorId)
        .executeTakeFirst();
      return row ? { draft: JSON.parse(row.draft) as AnnouncementDraft, updatedAt: Number(row.updated_at) } : null;
    },
    async saveDraft(db: Kysely<Schema>, operatorId: string, draft: AnnouncementDraft, at: number): Promise<void> {
      await db
        .insertInto('announcement_drafts')
        .values({ operator_id: operatorId, draft: JSON.stringify(draft), updated_at: at })
        .onConflict((conflict) =>
          conflict
            .column('operator_id')
            .doUpdateSet((eb) => ({ draft: eb.ref('excluded.draft'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute();
    },
    async deleteDraft(db: Kysely<Schema>, operatorId: string): Promise<void> {
      await db.deleteFrom('announcement_drafts').where('operator_id', '=', operatorId).execute();
    },
  };
}

export type AnnouncementsStore = ReturnType<typeof announcementsStore>;
