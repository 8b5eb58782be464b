import { randomUUID } from 'node:crypto';
import { normaliseIsoInstant, type Countdown } from '@zk/data';
import { sql } from 'kysely';
import type { Engine } from './engine-types.ts';

export interface CountdownsStore {
  list(): Promise<Countdown[]>;
  /** The active countdown with the earliest target date, or null. */
  active(): Promise<Countdown | null>;
  get(id: string): Promise<Countdown | null>;
  create(input: { title: string; target_date: string; is_active?: boolean }): Promise<Countdown>;
  toggle(id: string): Promise<Countdown | null>;
  remove(id: string): Promise<Countdown | null>;
}

const columns = ['id', 'title', 'target_date', 'is_active'] as const;

/** The countdowns on either engine (or in one of its transactions): target dates stored as normalised UTC ISO strings. */
export function countdownsStore({ db, sql: engineSql }: Pick<Engine, 'db' | 'sql'>, now: () => number): CountdownsStore {
  const ordered = () => db.selectFrom('countdowns').select(columns).orderBy('target_date').orderBy('id');
  return {
    list: () => ordered().execute(),
    // Rows stored before dates were checked strictly may hold a six-digit year ("+275760-..."), which sorts
    // first as text: they never become the banner.
    active: async () =>
      (await ordered().where('is_active', '=', true).where(engineSql.isNormalisedInstant('target_date')).limit(1).executeTakeFirst()) ??
      null,
    get: async (id) => (await db.selectFrom('countdowns').select(columns).where('id', '=', id).executeTakeFirst()) ?? null,
    create: async ({ title, target_date, is_active = true }) => {
      const target = normaliseIsoInstant(target_date);
      if (target === null) throw new RangeError(`Not a strict ISO 8601 date: ${target_date}`);
      return db
        .insertInto('countdowns')
        .values({ id: randomUUID(), title, target_date: target, is_active, created_at: new Date(now()).toISOString() })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
    toggle: async (id) =>
      (await db
        .updateTable('countdowns')
        .set({ is_active: sql<boolean>`NOT is_active` })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst()) ?? null,
    remove: async (id) => (await db.deleteFrom('countdowns').where('id', '=', id).returning(columns).executeTakeFirst()) ?? null,
  };
}
