import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine/engine-types.ts';
import type { Schema } from '../db/engine/schema.ts';
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

const readKey = async (db: Kysely<Schema>): Promise<Buffer | undefined> => {
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', 'link').executeTakeFirst();
  return row ? Buffer.from(row.value) : undefined;
};

const storeKey = (db: Kysely<Schema>, key: Buffer, at: number) =>
  db
    .insertInto('server_keys')
    .values({ name: 'link', value: key, created_at: at })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();

const hasIssuedLinks = async (db: Kysely<Schema>) =>
  (await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where((eb) => eb.or([eb('confirm_token_hash', 'is not', null), eb('unsubscribe_token_hash', 'is not', null)]))
    .limit(1)
    .executeTakeFirst()) !== undefined;

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
export async function loadLinkKey(engine: Pick<Engine, 'db'>, dataDir: string, now: () => number = Date.now): Promise<Buffer> {
  const file = join(dataDir, legacyLinkKeyFile);
  const stored = await readKey(engine.db);
  if (stored) {
    if (existsSync(file) && readLegacyFile(file).equals(stored)) rmSync(file);
    return stored;
  }
  const key = await engine.db.transaction().execute(async (trx) => {
    if (existsSync(file)) await storeKey(trx, readLegacyFile(file), now());
    else if (await hasIssuedLinks(trx)) throw new LinkKeyMissingError(dataDir);
    else await storeKey(trx, randomBytes(keyBytes), now());
    // Another server on the database may have stored one first: theirs is the key.
    return (await readKey(trx))!;
  });
  if (existsSync(file) && readLegacyFile(file).equals(key)) rmSync(file);
  return key;
}

/**
 * Replaces the link key when it is lost: the stored hashes of every issued link are made again under the
 * new key, so mail composed from now on carries working links; links in mail already sent stop working.
 * Returns how many waitlist entries had links.
 */
export async function replaceLinkKey(engine: Pick<Engine, 'db'>, now: () => number = Date.now): Promise<number> {
  const key = randomBytes(keyBytes);
  const tokens = linkTokens(key);
  return engine.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('server_keys').where('name', '=', 'link').execute();
    await storeKey(trx, key, now());
    const entries = await trx
      .selectFrom('waitlist_entries')
      .select(['id', 'confirm_token_hash', 'confirm_sent_at', 'unsubscribe_token_hash'])
      .where((eb) => eb.or([eb('confirm_token_hash', 'is not', null), eb('unsubscribe_token_hash', 'is not', null)]))
      .execute();
    for (const entry of entries) {
      const confirm =
        entry.confirm_token_hash !== null && entry.confirm_sent_at !== null
          ? tokenHash(tokens.confirm(entry.id, Number(entry.confirm_sent_at)))
          : null;
      const unsubscribe = entry.unsubscribe_token_hash !== null ? tokenHash(tokens.unsubscribe(entry.id)) : null;
      await trx
        .updateTable('waitlist_entries')
        .set({ confirm_token_hash: confirm, unsubscribe_token_hash: unsubscribe })
        .where('id', '=', entry.id)
        .execute();
    }
    return entries.length;
  });
}
