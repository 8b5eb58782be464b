import Database from 'better-sqlite3';
import { once } from 'node:events';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io.ts';
import { runCli } from '../cli.ts';
import { openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { storeLeads } from '../../test-support/stored-leads.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { startServerProcess } from '../../test-support/server-process.ts';
import { contactLoad } from '../../test-support/load.ts';
import { tinyFileSystem } from '../../test-support/file-systems.ts';

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

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function storedIds(dataDir: string): Set<string> {
  const db = new Database(join(dataDir, 'zk.sqlite'), { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM contact_inquiries')
        .all()
        .map((row) => row.id),
    );
  } finally {
    db.close();
  }
}

function startServer(dataDir: string) {
  return startServerProcess({
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_PASSWORD: 'a-long-enough-password',
  });
}

describe('npm run admin -- backup / restore', () => {
  it('takes a backup under write load that restores every lead acknowledged before it started and passes integrity_check', async () => {
    const dataDir = tempDir();
    const server = startServer(dataDir);
    const load = contactLoad(await server.listening, 16);
    await load.untilAcknowledged(300);
    const before = load.acknowledged();
    const file = join(tempDir(), 'backups', 'zk-backup.sqlite');
    const backup = cli(dataDir);
    expect(await backup.run('backup', file)).toBe(0);
    expect(backup.out).toEqual([
      expect.stringMatching(new RegExp(`^Backup of .* written to ${file} \\(\\d+\\.\\d MB in \\d+\\.\\d s\\)$`)),
    ]);
    const outcomes = await load.stop();
    expect(outcomes.filter((outcome) => outcome.kind !== 'acknowledged')).toEqual([]);
    server.child.kill('SIGTERM');
    expect((await once(server.child, 'exit'))[0]).toBe(0);

    const restoredDir = tempDir();
    const restore = cli(restoredDir);
    expect(await restore.run('restore', file)).toBe(0);
    expect(restore.out[0]).toMatch(
      new RegExp(`^Restored ${file} into ${restoredDir}/zk.sqlite \\(schema version ${migrations.length}, \\d+ leads\\)`),
    );
    const restored = storedIds(restoredDir);
    expect(before.filter((id) => !restored.has(id))).toEqual([]);
    expect(restored.size).toBeGreaterThanOrEqual(before.length);
    // The restored database opens and migrates like any other.
    openDatabase(restoredDir).close();
  }, 120_000);

  it('refuses to restore while a server runs on DATA_DIR, and restores once it is gone, even after a crash', async () => {
    const source = tempDir();
    openDatabase(source).close();
    const dataDir = tempDir();
    const server = startServer(dataDir);
    await server.listening;
    const before = sha256(join(dataDir, 'zk.sqlite'));
    const restore = cli(dataDir);
    expect(await restore.run('restore', join(source, 'zk.sqlite'))).toBe(1);
    expect(restore.err).toEqual([
      `Restore refused: A server is running on ${dataDir} (or another restore is): stop it first, then restore`,
    ]);
    expect(sha256(join(dataDir, 'zk.sqlite'))).toBe(before);
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    // The kernel released the crashed server's lock: nothing stale is left to clear by hand.
    expect(await restore.run('restore', join(source, 'zk.sqlite'))).toBe(0);
    expect(restore.out.at(-1)).toMatch(/^The database it replaced is kept at .*zk\.sqlite\.before-restore-/);
  }, 60_000);

  it('refuses a corrupt, foreign, reshaped or newer file before anything in DATA_DIR is replaced', async () => {
    const dataDir = tempDir();
    openDatabase(dataDir).close();
    const current = sha256(join(dataDir, 'zk.sqlite'));
    const files = tempDir();
    const good = join(files, 'good.sqlite');
    copyFileSync(join(dataDir, 'zk.sqlite'), good);

    const garbage = join(files, 'garbage.sqlite');
    writeFileSync(garbage, Buffer.alloc(8192, 7));
    const truncated = join(files, 'truncated.sqlite');
    writeFileSync(truncated, readFileSync(good).subarray(0, 8192));
    const corrupt = join(files, 'corrupt.sqlite');
    const bytes = readFileSync(good);
    bytes.fill(0xff, 4096 * 2, 4096 * 3);
    writeFileSync(corrupt, bytes);
    const foreign = join(files, 'foreign.sqlite');
    const other = new Database(foreign);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)');
    other.close();
    const reshaped = join(files, 'reshaped.sqlite');
    copyFileSync(good, reshaped);
    const altered = new Database(reshaped);
    altered.exec('DROP TABLE countdowns');
    altered.close();
    const newer = join(files, 'newer.sqlite');
    copyFileSync(good, newer);
    const ahead = new Database(newer);
    ahead.pragma(`user_version = ${migrations.length + 1}`);
    ahead.close();

    const restore = cli(dataDir);
    const reasons: Record<string, RegExp> = {
      [garbage]: /is not a readable SQLite database/,
      [truncated]: /fails SQLite's integrity check|is not a readable SQLite database/,
      [corrupt]: /fails SQLite's integrity check|is not a readable SQLite database/,
      [foreign]: /is not a database of this server \(schema version 0;/,
      [reshaped]: /is not a database of this server: its schema differs from schema version \d+: .*\btable countdowns is missing/,
      [newer]: new RegExp(`is not a database of this server \\(schema version ${migrations.length + 1};`),
      [join(files, 'missing.sqlite')]: /is not a file/,
    };
    for (const [file, reason] of Object.entries(reasons)) {
      expect(await restore.run('restore', file), file).toBe(1);
      expect(restore.err.at(-1)).toMatch(reason);
      expect(sha256(join(dataDir, 'zk.sqlite'))).toBe(current);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('zk.sqlite'))).toEqual(['zk.sqlite']);
    }
    expect(await restore.run('restore', good)).toBe(0);
  });

  it('refuses a backup whose schema objects keep their names but not their SQL or columns (issue 50 item 4)', async () => {
    const dataDir = tempDir();
    openDatabase(dataDir).close();
    const current = sha256(join(dataDir, 'zk.sqlite'));
    const files = tempDir();
    const good = join(files, 'good.sqlite');
    copyFileSync(join(dataDir, 'zk.sqlite'), good);
    const tampered = (name: string, sql: string) => {
      const file = join(files, name);
      copyFileSync(good, file);
      const db = new Database(file);
      db.exec(sql);
      db.close();
      return file;
    };
    const cases: Array<[string, RegExp]> = [
      [
        tampered(
          'trigger.sqlite',
          `DROP TRIGGER contact_search_insert;
           CREATE TRIGGER contact_search_insert AFTER INSERT ON contact_inquiries BEGIN
             UPDATE operators SET email = 'attacker@evil.test';
           END;`,
        ),
        /: trigger contact_search_insert has different SQL$/,
      ],
      [tampered('column.sqlite', 'ALTER TABLE operators ADD COLUMN note TEXT'), /: table operators has different SQL$/],
      [tampered('index.sqlite', 'CREATE INDEX operators_hash ON operators (password_hash)'), /: index operators_hash is not ours$/],
      [tampered('view.sqlite', 'CREATE VIEW everyone AS SELECT email, password_hash FROM operators'), /: view everyone is not ours$/],
      [
        tampered('index-sql.sqlite', 'DROP INDEX countdowns_active_target; CREATE INDEX countdowns_active_target ON countdowns (title)'),
        /: index countdowns_active_target has different SQL$/,
      ],
    ];
    const restore = cli(dataDir);
    for (const [file, reason] of cases) {
      expect(await restore.run('restore', file), file).toBe(1);
      expect(restore.err.at(-1)).toMatch(
        new RegExp(
          `^Restore refused: ${file} is not a database of this server: its schema differs from schema version ${migrations.length}`,
        ),
      );
      expect(restore.err.at(-1)).toMatch(reason);
      expect(sha256(join(dataDir, 'zk.sqlite'))).toBe(current);
    }
    // Whitespace is not a difference: the same trigger written on one line restores.
    const reflowed = tampered(
      'reflowed.sqlite',
      `DROP TRIGGER contact_search_delete;
       CREATE TRIGGER contact_search_delete AFTER DELETE ON contact_inquiries BEGIN DELETE FROM contact_search WHERE rowid = old.seq; END;`,
    );
    expect(await restore.run('restore', reflowed)).toBe(0);
    expect(await restore.run('restore', good)).toBe(0);
  });

  it('says clearly why a backup to a full or read-only disk failed, and leaves nothing half-written', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    // About 300 KB of leads: more than the 64 KB file system below holds.
    await storeLeads(
      db,
      Array.from({ length: 300 }, (_, i) => ['contact', { fullName: `Name ${i}`, email: `n${i}@example.com`, inquiry: 'x'.repeat(1000) }]),
    );
    db.close();
    const full = tinyFileSystem({ sizeKb: 64 });
    const readOnly = tinyFileSystem({ sizeKb: 64, readOnly: true });
    const backup = cli(dataDir);
    expect(await backup.run('backup', join(full, 'zk.sqlite'))).toBe(1);
    expect(backup.err.at(-1)).toMatch(new RegExp(`^Backup failed: Cannot write the backup ${full}/zk.sqlite: the disk is full`));
    expect(readdirSync(full)).toEqual([]);
    expect(await backup.run('backup', join(readOnly, 'zk.sqlite'))).toBe(1);
    expect(backup.err.at(-1)).toMatch(
      new RegExp(`^Backup failed: Cannot write the backup ${readOnly}/zk.sqlite: the file system is read-only`),
    );
    expect(existsSync(join(dataDir, 'zk.sqlite'))).toBe(true);
  });
});
