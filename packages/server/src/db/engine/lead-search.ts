import type { LeadKind } from '@zk/data';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { ftsQuery } from '../lead-search.ts';
import { leadTables } from '../lead-rows.ts';
import type { Schema } from './schema.ts';

/** How one lead table's select keeps the rows that match the operator's words (the table is `t`), newest first. */
export interface LeadMatch {
  from: RawBuilder<unknown>;
  where: Expression<unknown>[];
  order: RawBuilder<unknown>;
}

/**
 * The engine part for the inbox's full-text search: every word required, the last one (still being
 * typed) as a prefix, case and accents ignored, Turkish İ/ı as I/i (see `lead-search.ts`).
 */
export interface LeadSearch {
  /**
   * The match for `words` on `kind`'s table, or null when no word is left. `seqRange` gives the `seq`
   * range the cursor and the dates leave, for an engine whose index is walked in `seq` order.
   */
  match(db: Kysely<Schema>, kind: LeadKind, words: string, seqRange: () => Promise<[number, number]>): Promise<LeadMatch | null>;
}

/**
 * SQLite: the FTS5 tables (`contact_search`, `waitlist_search`, rowid = seq), walked newest first and
 * stopped after one page; bounds keep the walk inside the cursor and the dates (seq order is time order,
 * one writer).
 */
export const sqliteLeadSearch: LeadSearch = {
  async match(_db, kind, words, seqRange) {
    const query = ftsQuery(words);
    if (query === null) return null;
    const fts = sql.table(`${kind}_search`);
    const [lower, upper] = await seqRange();
    return {
      from: sql`${fts} JOIN ${sql.table(leadTables[kind])} t ON t.seq = ${fts}.rowid`,
      where: [sql`${fts} MATCH ${query}`, sql`${fts}.rowid BETWEEN ${lower} AND ${upper}`],
      order: sql`${fts}.rowid DESC`,
    };
  },
};

/** The words of the search box as FTS5 splits them, and whether the last one is a prefix (see `ftsQuery`). */
function tokensOf(words: string): { tokens: string[]; prefix: boolean } {
  const parts = words.trim().split(/\s+/);
  const tokens: string[] = [];
  let prefix = false;
  parts.forEach((word, index) => {
    const split = word.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
    tokens.push(...split);
    if (index === parts.length - 1) prefix = !word.includes('@') && split.length > 0 && [...split.at(-1)!].length >= 2;
  });
  return { tokens, prefix };
}

const quoted = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * PostgreSQL: the generated `search` tsvector of each lead table (GIN-indexed), made by `zk_search_text`
 * with the `simple` configuration (no stemming, as FTS5's unicode61, so both engines find the same
 * leads). The query's words go through the same `zk_search_text` first.
 */
export const postgresLeadSearch: LeadSearch = {
  async match(db, kind, words) {
    const { tokens, prefix } = tokensOf(words);
    if (tokens.length === 0) return null;
    const { rows } = await sql<{ words: string[] }>`
      SELECT array(SELECT zk_search_text(token) FROM unnest(${tokens}::text[]) WITH ORDINALITY AS u(token, n) ORDER BY n) AS words`.execute(
      db,
    );
    const normalised = (rows[0]?.words ?? []).flatMap((word) => word.split(' ').filter(Boolean));
    if (normalised.length === 0) return null;
    const terms = normalised.map((word, index) => quoted(word) + (prefix && index === normalised.length - 1 ? ':*' : ''));
    return {
      from: sql`${sql.table(leadTables[kind])} t`,
      where: [sql`t.search @@ to_tsquery('simple', ${terms.join(' & ')})`],
      order: sql`t.created_at DESC, t.seq DESC`,
    };
  },
};
