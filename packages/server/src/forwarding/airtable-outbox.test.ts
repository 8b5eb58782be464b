import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { submissionsStore } from '../db/engine/submissions-store.ts';
import { engineFixture } from '../../test-support/outbox-destination.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { airtableCreateItem, airtableDestination, type AirtableDestinationOptions } from './airtable-destination.ts';
import { airtableBodies, startFakeAirtable, type FakeAirtableOptions } from '../../test-support/fake-airtable.ts';
import { submissionReader } from './submission-reader.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
const wait = { timeout: 60_000, interval: 10 };

/** A fake Airtable (with its real limits), a database, and the engine with the Airtable destination on the real wall clock. */
async function forwarding(
  options: { fake?: Partial<FakeAirtableOptions>; destination?: Partial<AirtableDestinationOptions>; retryDelaysMs?: number[] } = {},
) {
  const fake = await startFakeAirtable({ apiKey, baseId, ...options.fake });
  onCleanup(() => void fake.close());
  const db = openDatabase(tempDir());
  onCleanup(() => db.close());
  const config = { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url };
  const destination = airtableDestination({ config, readSubmission: submissionReader(sqliteEngine(db).db), ...options.destination });
  const { engine } = engineFixture([destination], { now: Date.now, retryDelaysMs: options.retryDelaysMs ?? [100] }, db);
  /** Stores `count` contact inquiries named `Lead 1`… and queues them, as a form post does. */
  const queue = (count: number) =>
    sqliteEngine(db)
      .db.transaction()
      .execute(async (trx) => {
        const leads = submissionsStore(trx, Date.now);
        for (let n = 1; n <= count; n++) {
          const id = await leads.add('contact', { fullName: `Lead ${n}`, email: 'l@example.com', inquiry: 'Hi' });
          await engine.enqueue(trx, airtableCreateItem({ kind: 'contact', id }));
        }
      });
  const items = () =>
    db
      .prepare(
        `SELECT o.attempts, o.possible_duplicate AS dup, c.full_name AS name FROM outbox o JOIN contact_inquiries c ON c.id = o.lead_id ORDER BY o.id`,
      )
      .all() as Array<{ attempts: number; dup: number; name: string }>;
  const names = () => fake.records.map((r) => String(r.fields.Name));
  return { fake, engine, queue, items, names };
}

const leadNames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Lead ${from + i}`);

describe('forwarding to Airtable through the outbox, against a fake with Airtable’s limits', () => {
  it('forwards 200 queued leads in batches of 10 with at most 5 requests in any second, each lead once, no 429', async () => {
    const { fake, engine, queue, names } = await forwarding();
    await queue(200);
    engine.start();
    await vi.waitFor(() => expect(fake.records).toHaveLength(200), wait);
    expect(new Set(names())).toEqual(new Set(leadNames(1, 200)));
    expect(fake.requests.map((r) => [r.records, r.status])).toEqual(Array.from({ length: 20 }, () => [10, 200]));
    // Any six consecutive arrivals span at least a second: never more than 5 in one.
    for (let n = 5; n < fake.requests.length; n++) expect(fake.requests[n]!.at - fake.requests[n - 5]!.at).toBeGreaterThanOrEqual(1000);
  }, 60_000);

  it('waits as long as Retry-After says, counts the attempt, and sends the leads that waited first', async () => {
    const { fake, engine, queue, items, names } = await forwarding();
    fake.failNext({ status: 429, body: airtableBodies.rateLimited, headers: { 'Retry-After': '1' } });
    await queue(15);
    engine.start();
    await vi.waitFor(() => expect(fake.records).toHaveLength(15), wait);
    expect(fake.requests.map((r) => [r.records, r.status])).toEqual([
      [10, 429],
      [10, 200],
      [5, 200],
    ]);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(names()).toEqual([...leadNames(11, 15), ...leadNames(1, 10)]);
    expect(items().map((i) => i.attempts)).toEqual([...Array(10).fill(2), ...Array(5).fill(1)]);
  }, 60_000);

  it("keeps away for Airtable's penalty after a 429 without Retry-After", async () => {
    const { fake, engine, queue } = await forwarding({ destination: { penaltyMs: 700 } });
    fake.failNext({ status: 429, body: airtableBodies.rateLimited });
    await queue(3);
    engine.start();
    await vi.waitFor(() => expect(fake.records).toHaveLength(3), wait);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(700);
  }, 60_000);

  it('abandons a hung request after the timeout and sends everything else meanwhile; a request never processed duplicates nothing', async () => {
    const { fake, engine, queue, items, names } = await forwarding({ destination: { timeoutMs: 300 } });
    fake.hang(); // never released
    await queue(12);
    engine.start();
    await vi.waitFor(() => expect(fake.records).toHaveLength(12), wait);
    expect(new Set(names())).toEqual(new Set(leadNames(1, 12)));
    expect(fake.requests[0]).toMatchObject({ records: 10, status: 0 }); // the client gave up on it unanswered
    // Its leads went again, flagged: nothing could tell whether Airtable had processed it.
    expect(
      items()
        .filter((i) => i.dup === 1)
        .map((i) => i.name),
    ).toEqual(leadNames(1, 10));
  }, 60_000);

  it('counts the duplicate window: a request whose answer hangs mid-body after Airtable created its records', async () => {
    const { fake, engine, queue, items, names } = await forwarding({ destination: { timeoutMs: 300 } });
    fake.hang({ stage: 'mid-body' }); // status and half the body sent; the client's own timeout no longer applies
    await queue(12);
    engine.start();
    await vi.waitFor(() => expect(fake.records).toHaveLength(22), wait);
    expect(fake.open()).toBe(1); // still hanging: nothing waited for it
    const counts = new Map<string, number>();
    for (const name of names()) counts.set(name, (counts.get(name) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n === 2).map(([name]) => name);
    expect(twice).toEqual(leadNames(1, 10));
    expect(
      items()
        .filter((i) => i.dup === 1)
        .map((i) => i.name),
    ).toEqual(twice);
  }, 60_000);
});
