import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.ts';
import { runCli } from '../cli.ts';
import { openDatabase } from '../db/database.ts';
import { tempDir } from '../../test-support/helpers.ts';

function cli(dataDir: string) {
  const err: string[] = [];
  const io: CliIo = {
    out: () => {},
    err: (line) => err.push(line),
    askPassword: async () => '',
    env: { DATA_DIR: dataDir, STATIC_DIR: dataDir },
  };
  return { run: (...args: string[]) => runCli(args, io), err };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('npm run admin -- backup refuses a target in DATA_DIR (issue 50 item 7)', () => {
  it('refuses the database, its -wal and -shm, anything inside DATA_DIR and a link into it, touching nothing', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    db.exec("CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES ('kept')");
    const database = join(dataDir, 'zk.sqlite');
    const before = { hash: sha256(database), files: readdirSync(dataDir).sort() };
    const outside = tempDir();
    mkdirSync(join(dataDir, 'backups'));
    symlinkSync(dataDir, join(outside, 'link'));
    const targets = [
      database,
      `${database}-wal`,
      `${database}-shm`,
      join(dataDir, 'backups', 'zk-backup.sqlite'),
      join(dataDir, 'new', 'zk-backup.sqlite'),
      join(outside, 'link', 'zk.sqlite'),
      join(outside, 'link', 'zk-backup.sqlite'),
    ];
    for (const target of targets) {
      const backup = cli(dataDir);
      expect(await backup.run('backup', target), target).toBe(1);
      expect(backup.err).toEqual([expect.stringMatching(/^Backup refused: .*DATA_DIR/)]);
    }
    expect(sha256(database)).toBe(before.hash);
    expect(readdirSync(dataDir).sort()).toEqual([...before.files, 'backups'].sort());
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([]);
    expect(db.prepare('SELECT x FROM t').pluck().all()).toEqual(['kept']);
    db.close();

    expect(await cli(dataDir).run('backup', join(outside, 'zk-backup.sqlite'))).toBe(0);
  });
});
