import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CliIo } from '../cli-io.ts';
import { runCli } from '../cli.ts';
import { openDatabase } from '../db/database.ts';
import { enqueueOutboxItem } from '../db/engine/outbox-enqueue.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { engineFixture, scriptedDestination } from '../../test-support/outbox-destination.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { heldBackNote } from './restore-pending.ts';

function cli(dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => '',
    env: { DATA_DIR: dataDir, STATIC_DIR: dataDir },
  };
  return { run: (...args: string[]) => runCli(args, io), out, err };
}

/** A backup taken while 2 mails and 1 webhook waited (one mail in flight) and 1 mail had been sent. */
async function backupWithPending(): Promise<string> {
  const dataDir = tempDir();
  const db = openDatabase(dataDir);
  const engine = sqliteEngine(db);
  const at = Date.parse('2026-05-25T03:00:00Z');
  for (const [destination, key] of [
    ['mail', 'mail:1'],
    ['mail', 'mail:2'],
    ['mail', 'mail:3'],
    ['webhook', 'webhook:1'],
  ] as const)
    await enqueueOutboxItem(engine.db, { destination, action: 'send', idempotencyKey: key }, at);
  db.prepare(`UPDATE outbox SET status = 'sending', attempts = 1, last_attempt_at = ? WHERE id IN (1, 2)`).run(at);
  db.prepare(`UPDATE outbox SET status = 'sent', external_id = '<1@zk.example>', sent_at = ? WHERE id = 1`).run(at);
  db.close();
  const file = join(tempDir(), 'zk-backup.sqlite');
  const backup = cli(dataDir);
  expect(await backup.run('backup', file)).toBe(0);
  return file;
}

const outbox = (dataDir: string) => {
  const db = new Database(join(dataDir, 'zk.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT idempotency_key AS key, status, last_error AS note FROM outbox ORDER BY id').all();
  } finally {
    db.close();
  }
};

/** Starts an engine on the restored database and returns the keys it sends. */
async function sentAtStart(dataDir: string): Promise<string[]> {
  const mail = scriptedDestination('mail', { idempotent: true });
  const webhook = scriptedDestination('webhook', { idempotent: true });
  const db = openDatabase(dataDir);
  const { engine } = engineFixture([mail, webhook], {}, db);
  engine.start();
  await vi.waitFor(async () => expect((await engine.stats()).every((s) => s.depth === 0)).toBe(true), { timeout: 5000 });
  await engine.stop();
  db.close();
  return [...mail.calls, ...webhook.calls].flatMap((call) => call.items.map((item) => item.idempotencyKey));
}

describe('npm run admin -- restore: the deliveries waiting in the backup', () => {
  it('says they are sent again at start, and sends them again (the default, --pending keep)', async () => {
    const file = await backupWithPending();
    const dataDir = tempDir();
    const restore = cli(dataDir);
    expect(await restore.run('restore', file)).toBe(0);
    expect(restore.out[1]).toBe(
      '3 deliveries were waiting in the backup (mail 2, webhook 1) and are sent again when the server starts, with the ids they had: ' +
        'any delivered after the backup was taken is delivered twice (a receiver that drops repeated Message-IDs or webhook-ids drops it; ' +
        'Airtable makes a second record). To hold them back instead, restore again with --pending drop.',
    );
    expect(await sentAtStart(dataDir)).toEqual(['mail:2', 'mail:3', 'webhook:1']);
  });

  it('holds them back with --pending drop: failed items with a note for the operator, none sent at start', async () => {
    const file = await backupWithPending();
    const dataDir = tempDir();
    const restore = cli(dataDir);
    expect(await restore.run('restore', file, '--pending', 'drop')).toBe(0);
    expect(restore.out[1]).toBe(
      '3 deliveries were waiting in the backup (mail 2, webhook 1): held back, not sent. They are listed as failed at ' +
        '/api/outbox?status=failed; retry those that were not delivered.',
    );
    expect(outbox(dataDir)).toEqual([
      { key: 'mail:1', status: 'sent', note: null },
      { key: 'mail:2', status: 'failed', note: heldBackNote },
      { key: 'mail:3', status: 'failed', note: heldBackNote },
      { key: 'webhook:1', status: 'failed', note: heldBackNote },
    ]);
    expect(await sentAtStart(dataDir)).toEqual([]);
  });

  it('takes --pending=keep, and refuses another choice or a second file without touching DATA_DIR', async () => {
    const file = await backupWithPending();
    const dataDir = tempDir();
    const restore = cli(dataDir);
    expect(await restore.run('restore', '--pending', 'maybe', file)).toBe(2);
    expect(await restore.run('restore', file, file)).toBe(2);
    expect(restore.err.at(-1)).toBe('restore needs a file: npm run admin -- restore FILE [--pending keep|drop]');
    expect(await restore.run('restore', '--pending=keep', file)).toBe(0);
    expect(outbox(dataDir).map((row) => (row as { status: string }).status)).toEqual(['sent', 'sending', 'pending', 'pending']);
  });
});
