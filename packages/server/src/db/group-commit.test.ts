import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { openDatabaseFile } from './database.ts';
import { sqliteEngine } from './engine/sqlite-engine.ts';
import { groupCommit, type GroupWrite } from './group-commit.ts';

function setup() {
  const db = openDatabaseFile(`${tempDir()}/g.sqlite`, ['CREATE TABLE t (x INTEGER NOT NULL UNIQUE);']);
  const engine = sqliteEngine(db);
  onCleanup(() => db.close());
  const insert =
    (x: number): GroupWrite<number> =>
    async (trx) =>
      Number((await sql`INSERT INTO t (x) VALUES (${x})`.execute(trx)).numAffectedRows);
  const rows = () => db.prepare('SELECT x FROM t ORDER BY x').all();
  return { db, engine, insert, rows, commit: groupCommit(engine, 3) };
}

describe('groupCommit', () => {
  it('commits concurrent writes together and resolves each with its result', async () => {
    const { insert, rows, commit } = setup();
    const results = await Promise.all([1, 2, 3, 4, 5].map((x) => commit(insert(x))));
    expect(results).toEqual([1, 1, 1, 1, 1]);
    expect(rows()).toHaveLength(5);
  });

  it('runs one transaction per batch: a turn of the event loop, at most maxBatch writes', async () => {
    const { engine, insert, commit } = setup();
    const transactions = vi.spyOn(engine.db, 'transaction');
    await Promise.all([1, 2, 3, 4, 5].map((x) => commit(insert(x))));
    expect(transactions).toHaveBeenCalledTimes(2);
    await commit(insert(6));
    await commit(insert(7));
    expect(transactions).toHaveBeenCalledTimes(4);
  });

  it('fails only the bad write of a batch', async () => {
    const { insert, rows, commit } = setup();
    await commit(insert(2));
    const outcomes = await Promise.allSettled([1, 2, 3].map((x) => commit(insert(x))));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
  });

  it('commits what is queued at once on flush (graceful shutdown)', async () => {
    const { insert, rows, commit } = setup();
    const written = commit(insert(1));
    await commit.flush();
    expect(rows()).toEqual([{ x: 1 }]);
    await expect(written).resolves.toBe(1);
  });
});
