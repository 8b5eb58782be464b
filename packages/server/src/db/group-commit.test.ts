import { describe, expect, it, vi } from 'vitest';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { openDatabaseFile } from './database.ts';
import { groupCommit } from './group-commit.ts';

function setup() {
  const db = openDatabaseFile(`${tempDir()}/g.sqlite`, ['CREATE TABLE t (x INTEGER NOT NULL UNIQUE);']);
  onCleanup(() => db.close());
  const insert = db.prepare<[number]>('INSERT INTO t (x) VALUES (?)');
  return { db, insert, commit: groupCommit(db, 3) };
}

describe('groupCommit', () => {
  it('commits concurrent writes together and resolves each with its result', async () => {
    const { db, insert, commit } = setup();
    const results = await Promise.all([1, 2, 3, 4, 5].map((x) => commit(() => insert.run(x).changes)));
    expect(results).toEqual([1, 1, 1, 1, 1]);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 5 });
  });

  it('runs one transaction per batch: a turn of the event loop, at most maxBatch writes', async () => {
    const { db, insert, commit } = setup();
    const transactions = vi.spyOn(db, 'transaction');
    await Promise.all([1, 2, 3, 4, 5].map((x) => commit(() => insert.run(x))));
    expect(transactions).toHaveBeenCalledTimes(2);
    await commit(() => insert.run(6));
    await commit(() => insert.run(7));
    expect(transactions).toHaveBeenCalledTimes(4);
  });

  it('fails only the bad write of a batch', async () => {
    const { db, insert, commit } = setup();
    insert.run(2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((x) => commit(() => insert.run(x))));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT x FROM t ORDER BY x').all()).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
  });
});
