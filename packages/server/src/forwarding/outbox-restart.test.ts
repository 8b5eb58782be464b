import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { onCleanup, tempDir } from '../test-helpers.ts';
import { startFakeAirtable } from './fake-airtable.ts';

const tsxLoader = new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const apiKey = 'patFakeKey0123456789.abcdef';
const baseId = 'appZkTestBase0001';

async function startServer(dataDir: string, airtableUrl: string) {
  const child = spawn(process.execPath, ['--import', tsxLoader, mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /^Listening on (\S+)$/m.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, url };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
