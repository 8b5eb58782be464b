import { randomUUID } from 'node:crypto';
import { normaliseIsoInstant, type Countdown } from '@zk/data';
import type { Db } from './database.ts';

interface CountdownRow {
  id: string;
  title: string;
  target_date: string;
  is_active: number;
  created_at: string;
}

function toCountdown(row: CountdownRow): Countdown {
  return { id: row.id, title: row.title, target_date: row.target_date, is_active: row.is_active === 1 };
}

export interface CountdownsRepo {
  list(): Countdown[];
  active(): Countdown | null;
  get(id: string): Countdown | null;
  create(input: { title: string; target_date: string; is_active?: boolean }): Countdown;
  toggle(id: string): Countdown | null;
  remove(id: string): Countdown | null;
}

/** The stored form of a target date: UTC ISO with a four-digit year and milliseconds, so text order is time order. */
const normalisedGlob = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z';

/** SQLite rows mapped to domain countdowns; target dates are stored as normalised UTC ISO strings. */
export function countdownsRepo(db: Db, now: () => number): CountdownsRepo {
  const columns = 'id, title, target_date, is_active, created_at';
  const list = db.prepare<[], CountdownRow>(`SELECT ${columns} FROM countdowns ORDER BY target_date, id`);
  // Rows stored before dates were checked strictly may hold a six-digit year ("+275760-..."), which sorts
  // first as text: they never become the banner.
  const active = db.prepare<[], CountdownRow>(
    `SELECT ${columns} FROM countdowns WHERE is_active = 1 AND target_date GLOB '${normalisedGlob}' ORDER BY target_date, id LIMIT 1`,
  );
  const get = db.prepare<[string], CountdownRow>(`SELECT ${columns} FROM countdowns WHERE id = ?`);
  const insert = db.prepare<[string, string, string, number, string], CountdownRow>(
    `INSERT INTO countdowns (id, title, target_date, is_active, created_at) VALUES (?, ?, ?, ?, ?) RETURNING ${columns}`,
  );
  const toggle = db.prepare<[string], CountdownRow>(`UPDATE countdowns SET is_active = 1 - is_active WHERE id = ? RETURNING ${columns}`);
  const remove = db.prepare<[string], CountdownRow>(`DELETE FROM countdowns WHERE id = ? RETURNING ${columns}`);

  const one = (row: CountdownRow | undefined) => (row ? toCountdown(row) : null);
  return {
    list: () => list.all().map(toCountdown),
    active: () => one(active.get()),
    get: (id) => one(get.get(id)),
    create: ({ title, target_date, is_active = true }) => {
      const target = normaliseIsoInstant(target_date);
      if (target === null) throw new RangeError(`Not a strict ISO 8601 date: ${target_date}`);
      const row = insert.get(randomUUID(), title, target, is_active ? 1 : 0, new Date(now()).toISOString());
      if (!row) throw new Error('Insert returned no row');
      return toCountdown(row);
    },
    toggle: (id) => one(toggle.get(id)),
    remove: (id) => one(remove.get(id)),
  };
}
