import { randomBytes } from 'node:crypto';
import type { Engine } from './engine-types.ts';

const keyBytes = 32;

/**
 * The server key `name` from `server_keys`, made (32 random bytes) at its first use. When servers on one
 * database make it at once, the first one stored is the key of all.
 */
export async function serverKey({ db }: Pick<Engine, 'db'>, name: string, now: () => number): Promise<Buffer> {
  const read = async () => (await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst())?.value;
  const stored = await read();
  if (stored) return Buffer.from(stored);
  await db
    .insertInto('server_keys')
    .values({ name, value: randomBytes(keyBytes), created_at: now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return Buffer.from((await read())!);
}
