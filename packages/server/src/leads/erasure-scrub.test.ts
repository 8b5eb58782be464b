import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkpointWithoutWaiting } from '../db/wal-scrub.ts';
import { databaseFileName, openDatabase } from '../db/database.ts';
import { testApi } from '../../test-support/api.ts';
import { createApp } from '../app.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';
import { memoryLogger } from '../ops/logger.ts';

const email = 'reader.held@example.com';

describe('erasure while another connection reads the database', () => {
  it('answers at once with scrubPending, serves other requests meanwhile, and finishes the scrub once the reader is done', async () => {
    const dataDir = tempDir();
    const security: Array<Record<string, unknown>> = [];
    const t = await testApi({
      dataDir,
      config: { formRateLimitPerMinute: 100 },
      deps: { securityLog: (line) => security.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const stored = await t.call('/api/submissions/contact', {
      json: { fullName: 'Zeynep Okuyucu', email, inquiry: 'Yedekleme sırasında' },
    });
    const { id } = (await stored.json()) as { id: string };
    await t.signIn();
    const file = join(dataDir, databaseFileName);
    const onDisk = () =>
      Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path))).includes(email);

    // A backup, say: a second connection holding a read transaction on the snapshot before the erasure.
    const reader = new Database(file, { readonly: true });
    onCleanup(() => reader.close());
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM contact_inquiries').get();

    const erased = await t.call('/api/leads/erasure', { json: { email } });
    expect(await erased.json()).toEqual({ erased: 1, queuedDeletes: 0, scrubPending: true });
    expect((await t.call(`/api/leads/inbox/contact/${id}`)).status).toBe(404);
    // Truthful: the old pages are still in the files while the reader holds its snapshot.
    expect(onDisk()).toBe(true);
    expect(security.filter((line) => line.event === 'leads_erased')).toEqual([
      expect.objectContaining({ count: 1, scope: 'email', scrubPending: true }),
    ]);
    // The server goes on serving meanwhile, writes included.
    expect(
      (await t.call('/api/submissions/contact', { json: { fullName: 'Next Visitor', email: 'next@example.com', inquiry: 'Hi' } })).status,
    ).toBe(201);
    expect(onDisk()).toBe(true);

    reader.exec('COMMIT');
    await vi.waitFor(() => expect(security.map((line) => line.event)).toContain('leads_scrubbed'), { timeout: 30_000, interval: 20 });
    expect(onDisk()).toBe(false);
    expect(security.filter((line) => line.event === 'leads_scrubbed')).toEqual([
      { type: 'security', time: expect.any(String), event: 'leads_scrubbed', outcome: 'success' },
    ]);
  });

  it('finishes at the next start a scrub that the last process left pending', async () => {
    const dataDir = tempDir();
    const first = await testApi({ dataDir });
    await first.call('/api/submissions/contact', { json: { fullName: 'Zeynep Okuyucu', email, inquiry: 'Yedekleme sırasında' } });
    await first.signIn();
    const file = join(dataDir, databaseFileName);
    const reader = new Database(file, { readonly: true });
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM contact_inquiries').get();
    expect(await (await first.call('/api/leads/erasure', { json: { email } })).json()).toMatchObject({ scrubPending: true });
    first.close();
    reader.exec('COMMIT');
    reader.close();
    const onDisk = () =>
      Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path))).includes(email);
    expect(onDisk()).toBe(true);
    const next = await createApp(testConfig({ dataDir }), { logger: memoryLogger().logger });
    onCleanup(() => next.close());
    expect(onDisk()).toBe(false);
  });

  it('tries a checkpoint without waiting for the reader, and leaves the busy timeout as it was', () => {
    const db = openDatabase(tempDir());
    onCleanup(() => db.close());
    db.exec(
      `INSERT INTO countdowns (id, title, target_date, created_at) VALUES ('a', 'A', '2030-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    const reader = new Database(db.name, { readonly: true });
    onCleanup(() => reader.close());
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM countdowns').get();
    db.exec(`DELETE FROM countdowns`);
    expect(checkpointWithoutWaiting(db)).toMatchObject({ busy: 1 });
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    reader.exec('COMMIT');
    expect(checkpointWithoutWaiting(db)).toEqual({ busy: 0, log: 0, checkpointed: 0 });
  });
});
