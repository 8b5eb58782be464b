import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.ts';
import { runCli } from '../cli.ts';
import { openDatabase } from '../db/database.ts';
import { storeLeads } from '../../test-support/stored-leads.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { startBackups } from './backup-schedule.ts';
import { memoryLogger } from './logger.ts';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

async function cli(dataDir: string, ...args: string[]) {
  const lines: string[] = [];
  const io: CliIo = {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    askPassword: async () => '',
    env: { DATA_DIR: dataDir, STATIC_DIR: dataDir },
  };
  expect(await runCli(args, io), lines.join('\n')).toBe(0);
}

async function databaseWithLead(dataDir: string) {
  const db = openDatabase(dataDir);
  await storeLeads(db, [['contact', { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello' }]]);
  return db;
}

describe('files that hold leads are 0600 whatever the umask (issue 46 item 9)', () => {
  let umask: number;
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('the database and its -wal and -shm', async () => {
    const dataDir = tempDir();
    const db = await databaseWithLead(dataDir);
    try {
      for (const name of ['zk.sqlite', 'zk.sqlite-wal', 'zk.sqlite-shm']) expect(modeOf(join(dataDir, name)), name).toBe('600');
    } finally {
      db.close();
    }
  });

  it('takes read access from other users on a database an earlier release made 0644', async () => {
    const dataDir = tempDir();
    (await databaseWithLead(dataDir)).close();
    chmodSync(join(dataDir, 'zk.sqlite'), 0o644);
    openDatabase(dataDir).close();
    expect(modeOf(join(dataDir, 'zk.sqlite'))).toBe('640');
  });

  it('a backup by the CLI and a restored database, also from a backup file that is 0644', async () => {
    const dataDir = tempDir();
    (await databaseWithLead(dataDir)).close();
    const backup = join(tempDir(), 'zk-backup.sqlite');
    await cli(dataDir, 'backup', backup);
    expect(modeOf(backup)).toBe('600');

    chmodSync(backup, 0o644);
    const restoredDir = tempDir();
    await cli(restoredDir, 'restore', backup);
    expect(modeOf(join(restoredDir, 'zk.sqlite'))).toBe('600');
  });

  it('a scheduled backup', async () => {
    const dataDir = tempDir();
    const db = await databaseWithLead(dataDir);
    const dir = join(tempDir(), 'backups');
    let fired = false;
    const settled = await new Promise<{ ok: boolean; file?: string }>((resolve) => {
      const backups = startBackups({
        db,
        config: { dir, intervalHours: 24, keep: 7 },
        logger: memoryLogger().logger,
        setTimer: (callback) => {
          if (!fired) queueMicrotask(callback);
          fired = true;
          return () => {};
        },
        onSettled: (outcome) => {
          void backups.stop().then(() => resolve(outcome));
        },
      });
    });
    db.close();
    expect(settled).toMatchObject({ ok: true });
    expect(modeOf(settled.file!)).toBe('600');
  });
});
