import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { linkTokens, tokenHash } from './link-tokens.ts';

/** The file in `DATA_DIR` where releases before migration 12 kept the link key; moved into the database at start. */
export const legacyLinkKeyFile = 'link-key';

const keyBytes = 32;

/**
 * Thrown at start when the database holds links issued under a key it does not have (a database of an
 * earlier release restored without its `DATA_DIR/link-key`): starting would make a new key, and every
 * confirmation and unsubscribe link, also in mail sent afterwards, would answer 404.
 */
export class LinkKeyMissingError extends Error {
  constructor(dataDir: string) {
    super(
      `The database holds confirmation and unsubscribe links, but not the key they were made with, and ${join(dataDir, legacyLinkKeyFile)} ` +
        'does not exist (a database of an earlier release restored without its link-key file). Refusing to start: with a new key ' +
        'no one could unsubscribe. Copy the link-key file from the old DATA_DIR into DATA_DIR and start again; if it is lost, ' +
        'run `npm run admin -- new-link-key` (links in mail already sent stop working, links in mail sent from then on work).',
    );
    this.name = 'LinkKeyMissingError';
  }
}

const readKey = (db: Db): Buffer | undefined =>
  (db.prepare(`SELECT value FROM server_keys WHERE name = 'link'`).get() as { value: Buffer } | undefined)?.value;

const storeKey = (db: Db, key: Buffer, at: number) =>
  db.prepare(`INSERT INTO server_keys (name, value, created_at) VALUES ('link', ?, ?) ON CONFLICT (name) DO NOTHING`).run(key, at);

const hasIssuedLinks = (db: Db) =>
  db.prepare('SELECT 1 FROM waitlist_entries WHERE confirm_token_hash IS NOT NULL OR unsubscribe_token_hash IS NOT NULL LIMIT 1').get() !==
  undefined;

function readLegacyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < keyBytes) throw new Error(`${file} does not hold a ${keyBytes}-byte key; move it away and start again.`);
  return key;
}

/**
 * The key of the e-mails' links, kept in the database (`server_keys`), so that a backup restores working
 * links and every server on one database signs alike. At the first start it is made, or moved in from
 * `DATA_DIR/link-key` where an earlier release kept it (the file is removed once the database holds it).
 * Throws {@link LinkKeyMissingError} rather than make a key that would break the links already issued.
 */
export function loadLinkKey(db: Db, dataDir: string, now: () => number = Date.now): Buffer {
  const file = join(dataDir, legacyLinkKeyFile);
  const stored = readKey(db);
  if (stored) {
    if (existsSync(file) && readLegacyFile(file).equals(stored)) rmSync(file);
    return stored;
  }
  const key = db
    .transaction(() => {
      if (existsSync(file)) storeKey(db, readLegacyFile(file), now());
      else if (hasIssuedLinks(db)) throw new LinkKeyMissingError(dataDir);
      else storeKey(db, randomBytes(keyBytes), now());
      // Another server on the database may have stored one first: theirs is the key.
      return readKey(db)!;
    })
    .immediate();
  if (existsSync(file) && readLegacyFile(file).equals(key)) rmSync(file);
  return key;
}

/**
 * Replaces the link key when it is lost: the stored hashes of every issued link are made again under the
 * new key, so mail composed from now on carries working links; links in mail already sent stop working.
 * Returns how many waitlist entries had links.
 */
export function replaceLinkKey(db: Db, now: () => number = Date.now): number {
  const key = randomBytes(keyBytes);
  const tokens = linkTokens(key);
  return db
    .transaction(() => {
      db.prepare(`DELETE FROM server_keys WHERE name = 'link'`).run();
      storeKey(db, key, now());
      const entries = db
        .prepare(
          'SELECT id, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash FROM waitlist_entries ' +
            'WHERE confirm_token_hash IS NOT NULL OR unsubscribe_token_hash IS NOT NULL',
        )
        .all() as {
        id: string;
        confirm_token_hash: string | null;
        confirm_sent_at: number | null;
        unsubscribe_token_hash: string | null;
      }[];
      const update = db.prepare('UPDATE waitlist_entries SET confirm_token_hash = ?, unsubscribe_token_hash = ? WHERE id = ?');
      for (const entry of entries) {
        const confirm =
          entry.confirm_token_hash !== null && entry.confirm_sent_at !== null
            ? tokenHash(tokens.confirm(entry.id, entry.confirm_sent_at))
            : null;
        const unsubscribe = entry.unsubscribe_token_hash !== null ? tokenHash(tokens.unsubscribe(entry.id)) : null;
        update.run(confirm, unsubscribe, entry.id);
      }
      return entries.length;
    })
    .immediate();
}
