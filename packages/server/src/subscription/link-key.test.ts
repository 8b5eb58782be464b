import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { runCli } from '../cli.ts';
import { acquireDataDirLock } from '../ops/data-dir-lock.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { legacyLinkKeyFile, LinkKeyMissingError, loadLinkKey } from './link-key.ts';
import { linkTokens, tokenHash } from './link-tokens.ts';

/** A waitlist entry whose confirmation and unsubscribe links were issued under `key` at `issuedAt`. */
function issueLinks(db: Db, key: Buffer, id: string, issuedAt = 1_000) {
  const tokens = linkTokens(key);
  db.prepare(
    `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at, consent_version, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash)
     VALUES (?, 'Ada', ?, '[]', 'en', '2026-06-01T12:00:00.000Z', 'v1', ?, ?, ?)`,
  ).run(id, `${id}@example.com`, tokenHash(tokens.confirm(id, issuedAt)), issuedAt, tokenHash(tokens.unsubscribe(id)));
}

const storedHashes = (db: Db, id: string) =>
  db.prepare('SELECT confirm_token_hash, unsubscribe_token_hash FROM waitlist_entries WHERE id = ?').get(id) as {
    confirm_token_hash: string;
    unsubscribe_token_hash: string;
  };

describe('the link key', () => {
  it('is made once, kept in the database, and the same for every connection to it', async () => {
    const dataDir = tempDir();
    const first = openDatabase(dataDir);
    const second = openDatabase(dataDir);
    const key = await loadLinkKey(sqliteEngine(first), dataDir);
    expect(key.length).toBe(32);
    expect((await loadLinkKey(sqliteEngine(second), dataDir)).equals(key)).toBe(true);
    expect(existsSync(join(dataDir, legacyLinkKeyFile))).toBe(false);
    first.close();
    second.close();
  });

  it('travels with a copy of the database, so links issued before work after a restore elsewhere', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const key = await loadLinkKey(sqliteEngine(db), dataDir);
    issueLinks(db, key, 'w1');
    const restoredDir = tempDir();
    db.prepare('VACUUM INTO ?').run(join(restoredDir, 'zk.sqlite'));
    db.close();

    const restored = openDatabase(restoredDir);
    const unsubscribe = linkTokens(await loadLinkKey(sqliteEngine(restored), restoredDir)).unsubscribe('w1');
    expect(tokenHash(unsubscribe)).toBe(storedHashes(restored, 'w1').unsubscribe_token_hash);
    restored.close();
  });

  it('moves the key of an earlier release from DATA_DIR/link-key into the database', async () => {
    const dataDir = tempDir();
    const legacy = randomBytes(32);
    writeFileSync(join(dataDir, legacyLinkKeyFile), legacy.toString('base64'), { mode: 0o600 });
    const db = openDatabase(dataDir);
    issueLinks(db, legacy, 'w1');
    expect((await loadLinkKey(sqliteEngine(db), dataDir)).equals(legacy)).toBe(true);
    expect(existsSync(join(dataDir, legacyLinkKeyFile))).toBe(false);
    expect((await loadLinkKey(sqliteEngine(db), dataDir)).equals(legacy)).toBe(true);
    db.close();
  });

  it('refuses to make a new key over links issued under a lost one, naming the file and the way out', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    issueLinks(db, randomBytes(32), 'w1');
    await expect(loadLinkKey(sqliteEngine(db), dataDir)).rejects.toThrow(LinkKeyMissingError);
    await expect(loadLinkKey(sqliteEngine(db), dataDir)).rejects.toThrow(/link-key.*npm run admin -- new-link-key/s);
    expect(db.prepare('SELECT count(*) AS n FROM server_keys').get()).toEqual({ n: 0 });
    db.close();
  });

  it('is replaced by new-link-key, which issues every stored link again so new mail works', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const lost = randomBytes(32);
    issueLinks(db, lost, 'w1', 5_000);
    db.prepare('UPDATE waitlist_entries SET confirm_token_hash = NULL WHERE id = ?').run('w1');
    issueLinks(db, lost, 'w2', 6_000);
    db.close();

    const out: string[] = [];
    const io = {
      out: (line: string) => out.push(line),
      err: (line: string) => out.push(line),
      askPassword: async () => '',
      env: { DATA_DIR: dataDir },
    };
    expect(await runCli(['new-link-key'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/links of 2 waitlist entries/);

    const after = openDatabase(dataDir);
    const tokens = linkTokens(await loadLinkKey(sqliteEngine(after), dataDir));
    expect(storedHashes(after, 'w1')).toEqual({ confirm_token_hash: null, unsubscribe_token_hash: tokenHash(tokens.unsubscribe('w1')) });
    expect(storedHashes(after, 'w2')).toEqual({
      confirm_token_hash: tokenHash(tokens.confirm('w2', 6_000)),
      unsubscribe_token_hash: tokenHash(tokens.unsubscribe('w2')),
    });
    expect(storedHashes(after, 'w2').unsubscribe_token_hash).not.toBe(tokenHash(linkTokens(lost).unsubscribe('w2')));
    after.close();
  });

  it('is not replaced while a server runs on DATA_DIR, which keeps the key in memory', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const key = await loadLinkKey(sqliteEngine(db), dataDir);
    const server = acquireDataDirLock(dataDir)!;
    const err: string[] = [];
    const io = { out: () => {}, err: (line: string) => err.push(line), askPassword: async () => '', env: { DATA_DIR: dataDir } };
    expect(await runCli(['new-link-key'], io)).toBe(1);
    expect(err.join('\n')).toMatch(/A server is running on .*stop it first/);
    expect((await loadLinkKey(sqliteEngine(db), dataDir)).equals(key)).toBe(true);
    server.release();
    db.close();
  });
});
