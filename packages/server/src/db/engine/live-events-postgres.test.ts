import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { countdownFeed, countdownFeedLock, type FeedEntry } from '../../events/countdown-feed.ts';
import { leadEvents, type LeadChange } from '../../events/lead-events.ts';
import { countdownsStore } from './countdowns-store.ts';
import { openEngine, type Engine } from './engine.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();
const now = () => Date.parse('2026-03-01T10:00:00.000Z');
const opened: Engine[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((engine) => engine.close()));
});

/** Two servers' engines on one fresh database. */
async function twoServers(): Promise<[Engine, Engine]> {
  const url = await postgres.freshDatabaseUrl();
  const a = await openEngine({ databaseUrl: url });
  const b = await openEngine({ databaseUrl: url }, { migrate: false });
  opened.push(a, b);
  return [a, b];
}

/** A countdown change made through `engine` as the countdown routes make it: logged in its transaction, published after commit. */
async function change(engine: Engine, feed: ReturnType<typeof countdownFeed>, title: string): Promise<FeedEntry> {
  const entry = await engine.db.transaction().execute(async (trx) => {
    await engine.sql.transactionLock(trx, countdownFeedLock);
    const countdown = await countdownsStore({ db: trx, sql: engine.sql }, now).create({ title, target_date: '2027-01-01T00:00:00.000Z' });
    return feed.record(trx, 'INSERT', countdown);
  });
  feed.publish(entry);
  return entry;
}

describe('live events on PostgreSQL (LISTEN/NOTIFY)', () => {
  it('a notification sent through one server reaches the listeners of both', async () => {
    const [a, b] = await twoServers();
    const onA: (string | null)[] = [];
    const onB: (string | null)[] = [];
    await a.live.listen('lead_changes', (payload) => onA.push(payload));
    await b.live.listen('lead_changes', (payload) => onB.push(payload));
    await a.live.notify('lead_changes', 'hello');
    await expect.poll(() => onB, { timeout: 5000 }).toEqual(['hello']);
    await expect.poll(() => onA, { timeout: 5000 }).toEqual(['hello']);
  });

  it('countdown changes made through either server reach the subscribers of both, each once and in order', async () => {
    const [a, b] = await twoServers();
    const feedA = countdownFeed(a, now);
    const feedB = countdownFeed(b, now);
    await Promise.all([feedA.start(), feedB.start()]);
    const seenA: number[] = [];
    const seenB: number[] = [];
    feedA.subscribe((entry) => seenA.push(entry.seq));
    feedB.subscribe((entry) => seenB.push(entry.seq));

    const made: FeedEntry[] = [];
    for (let i = 0; i < 6; i++) made.push(await change(i % 2 === 0 ? a : b, i % 2 === 0 ? feedA : feedB, `Launch ${i}`));
    // Concurrent changes through both servers: commits are serialised by the lock, delivery follows seq.
    made.push(...(await Promise.all([change(a, feedA, 'A'), change(b, feedB, 'B'), change(a, feedA, 'C'), change(b, feedB, 'D')])));

    const expected = made.map((entry) => entry.seq).sort((x, y) => x - y);
    await expect.poll(() => seenB, { timeout: 5000 }).toEqual(expected);
    await expect.poll(() => seenA, { timeout: 5000 }).toEqual(expected);
  });

  it('a server whose listening connection was cut gets the changes it missed once it is back', async () => {
    const [a, b] = await twoServers();
    const feedA = countdownFeed(a, now);
    const feedB = countdownFeed(b, now);
    await Promise.all([feedA.start(), feedB.start()]);
    const seenB: number[] = [];
    feedB.subscribe((entry) => seenB.push(entry.seq));
    const first = await change(a, feedA, 'Before the cut');
    await expect.poll(() => seenB, { timeout: 5000 }).toEqual([first.seq]);

    const listeners = await sql<{
      pid: number;
    }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(a.db);
    expect(listeners.rows.length).toBe(2);
    // Cut every listening connection; both reconnect, and B reads what was committed meanwhile.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(
      a.db,
    );
    const during = await change(a, feedA, 'While cut');
    const after = await change(a, feedA, 'After the cut');
    await expect.poll(() => seenB, { timeout: 10_000 }).toEqual([first.seq, during.seq, after.seq]);
  });

  it('lead changes from another server reach this server once, its own changes once', async () => {
    const [a, b] = await twoServers();
    const eventsA = leadEvents(a.live);
    const eventsB = leadEvents(b.live);
    await Promise.all([eventsA.start(), eventsB.start()]);
    const seenA: LeadChange[] = [];
    const seenB: LeadChange[] = [];
    eventsA.subscribe((change) => seenA.push(change));
    eventsB.subscribe((change) => seenB.push(change));
    const created: LeadChange = { kind: 'contact', id: 'c-1', change: 'created' };
    const erased: LeadChange = { kind: 'waitlist', id: 'w-9', change: 'erased' };
    eventsA.publish(created);
    eventsB.publish(erased);
    await expect.poll(() => seenB, { timeout: 5000 }).toEqual([erased, created]);
    await expect.poll(() => seenA, { timeout: 5000 }).toEqual([created, erased]);
    await b.live.notify('lead_changes', JSON.stringify({ origin: 'x', kind: 'contact', id: 1, change: 'created' }));
    await b.live.notify('lead_changes', 'not json');
    eventsB.publish(created);
    await expect.poll(() => seenA.length, { timeout: 5000 }).toBe(3);
    expect(seenA).toEqual([created, erased, created]);
  });
});
