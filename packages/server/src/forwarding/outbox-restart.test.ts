import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { startServerProcess } from '../../test-support/server-process.ts';
import { startFakeAirtable, type FakeAirtable, type HangStage } from '../../test-support/fake-airtable.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';
/** Generous for a loaded machine: every wait below is on a condition, this is only its ceiling. */
const deadline = { timeout: 90_000, interval: 20 };

async function startServer(dataDir: string, airtableUrl: string) {
  const server = startServerProcess({
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'op@example.com',
    ADMIN_PASSWORD: 'outbox-test-password',
    SUBMISSIONS_BACKEND: 'airtable',
    AIRTABLE_API_KEY: apiKey,
    AIRTABLE_BASE_ID: baseId,
    AIRTABLE_ENDPOINT_URL: airtableUrl,
  });
  return { child: server.child, url: await server.listening };
}

/** One submission through one of the four routes: JSON or HTML form post, contact or waitlist. Resolves once acknowledged. */
async function submit(url: string, name: string, route: number): Promise<void> {
  const kind = route % 2 === 0 ? 'contact' : 'waitlist';
  const fields =
    kind === 'contact'
      ? { fullName: name, email: 'v@example.com', inquiry: `From ${name}` }
      : { fullName: name, email: 'v@example.com', services: ['telegram'], consent: true };
  if (route < 2) {
    const res = await fetch(`${url}/api/submissions/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify(fields),
    });
    expect(res.status, name).toBe(201);
    return;
  }
  const form = new URLSearchParams({
    fullName: fields.fullName,
    email: fields.email,
    ...(kind === 'contact' ? { inquiry: `From ${name}` } : { services: 'telegram', consent: 'on' }),
  });
  const res = await fetch(`${url}/de/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: form,
    redirect: 'manual',
  });
  expect(res.status, name).toBe(303);
}

const nameOf = (fake: FakeAirtable, id: string) => String(fake.records.find((r) => r.id === id)?.fields.Name);

describe('outbox across crashes', () => {
  it('forwards every acknowledged submission exactly once across four SIGKILLs, duplicating only what Airtable created in the request in flight at a kill', async () => {
    const fake = await startFakeAirtable({ apiKey, baseId });
    const dataDir = tempDir();
    const acknowledged: string[] = [];
    /** Per name, how often Airtable created its record in a request whose answer the killed process never saw: the documented window. */
    const window = new Map<string, number>();
    // `before`: the request in flight at the kill was never processed; a build that marks items sent before
    // sending them loses its leads. `after-processing`: Airtable created the records, the answer never arrived.
    const stages: HangStage[] = ['before', 'after-processing', 'before', 'after-processing'];

    for (const [round, stage] of stages.entries()) {
      // The first request of this process hangs: after a restart, the batch recovered from the last kill.
      const hung = fake.hang({ stage });
      const server = await startServer(dataDir, fake.url);
      for (let n = 0; n < 24; n++) {
        const name = `Visitor ${round}-${n}`;
        await submit(server.url, name, n % 4);
        acknowledged.push(name);
      }
      await vi.waitFor(() => expect(hung.request()?.created.length ?? -1).toBeGreaterThanOrEqual(stage === 'before' ? 0 : 1), deadline);
      const exited = once(server.child, 'exit');
      server.child.kill('SIGKILL');
      expect((await exited)[1]).toBe('SIGKILL');
      await vi.waitFor(() => expect(hung.request()?.status).toBe(0), deadline); // Airtable saw the connection drop
      hung.release();
      for (const id of hung.request()?.created ?? []) window.set(nameOf(fake, id), (window.get(nameOf(fake, id)) ?? 0) + 1);
    }
    expect(window.size).toBeGreaterThan(0);

    const last = await startServer(dataDir, fake.url);
    await vi.waitFor(() => expect(new Set(fake.records.map((r) => String(r.fields.Name)))).toEqual(new Set(acknowledged)), deadline);
    const stopped = once(last.child, 'exit');
    last.child.kill('SIGTERM');
    expect((await stopped)[0]).toBe(0);

    // Exactly once, counted per name: every acknowledged lead has one record, plus one more for each kill
    // that came after Airtable created it and before the answer arrived (at most one batch of 10 per kill).
    const copies = new Map<string, number>();
    for (const record of fake.records) copies.set(String(record.fields.Name), (copies.get(String(record.fields.Name)) ?? 0) + 1);
    expect(Object.fromEntries(copies)).toEqual(Object.fromEntries(acknowledged.map((name) => [name, 1 + (window.get(name) ?? 0)])));
    expect(fake.records.length - acknowledged.length).toBeLessThanOrEqual(10 * stages.filter((s) => s === 'after-processing').length);
    const twice = [...copies].filter(([, n]) => n > 1);

    const db = openDatabase(dataDir);
    try {
      expect(db.prepare(`SELECT status, count(*) AS n FROM outbox GROUP BY status`).all()).toEqual([
        { status: 'sent', n: acknowledged.length },
      ]);
      // The operator sees which leads Airtable may hold twice: every duplicate is among them.
      const flagged = db
        .prepare<[], { name: string }>(
          `SELECT coalesce(c.full_name, w.full_name) AS name FROM outbox o LEFT JOIN contact_inquiries c ON c.id = o.lead_id
           LEFT JOIN waitlist_entries w ON w.id = o.lead_id WHERE o.possible_duplicate = 1`,
        )
        .all()
        .map((row) => row.name);
      expect(twice.map(([name]) => name).every((name) => flagged.includes(name))).toBe(true);
    } finally {
      db.close();
      await fake.close();
    }
  }, 240_000);
});
