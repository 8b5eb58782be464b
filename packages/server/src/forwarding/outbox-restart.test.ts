import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { onCleanup, tempDir } from '../test-helpers.ts';
import { startServerProcess } from '../test-server-process.ts';
import { startFakeAirtable } from './fake-airtable.ts';

const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';

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

/** Resolves once `condition` holds (the test's own timeout stops a hang). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('outbox across a crash', () => {
  it('forwards every acknowledged submission after a SIGKILL with forwards pending', async () => {
    const fake = await startFakeAirtable({ apiKey, baseId });
    onCleanup(() => void fake.close());
    const dataDir = tempDir();
    const first = await startServer(dataDir, fake.url);

    // Airtable stalls: the first forward stays in flight, the rest wait in the outbox.
    const held = fake.hold();
    const total = 20;
    const names = Array.from({ length: total }, (_, i) => `Visitor ${i}`);
    for (const name of names) {
      const res = await fetch(`${first.url}/api/submissions/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: first.url },
        body: JSON.stringify({ fullName: name, email: 'v@example.com', inquiry: `From ${name}` }),
      });
      expect(res.status).toBe(201);
    }
    await until(() => fake.requests.length === 1);
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    // Airtable now answers the request of the dead process: the one crash window (created, never marked).
    held.release();

    const second = await startServer(dataDir, fake.url);
    await until(() => new Set(fake.records.map((r) => r.fields.Name)).size === total);
    const stopped = once(second.child, 'exit');
    second.child.kill('SIGTERM');
    await stopped;

    expect(new Set(fake.records.map((r) => r.fields.Name))).toEqual(new Set(names));
    // Only the forward in flight at the kill can be sent twice.
    expect(fake.records.length).toBeLessThanOrEqual(total + 1);
    const db = openDatabase(dataDir);
    try {
      expect(db.prepare(`SELECT status, count(*) AS n FROM submission_forwards GROUP BY status`).all()).toEqual([{ status: 'forwarded', n: total }]);
    } finally {
      db.close();
    }
  }, 30_000);
});
