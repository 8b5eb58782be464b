import { randomBytes } from 'node:crypto';
import type { Engine } from './engine-types.ts';
import { hashToken } from './sessions-store.ts';

export interface TrustedDevice {
  operatorId: string;
  email: string;
}

export interface DevicesStore {
  /** The account a device id was issued to, or null when it is unknown (never issued, replaced, or pruned). */
  find(deviceId: string): Promise<TrustedDevice | null>;
  /**
   * Issues a new device id to the operator, replacing `previousId` (a device that signed in with it; the
   * new row keeps its first sign-in as `created_at`), and
   * prunes the account's devices unused since `at - maxIdleMs` and all but its `maxPerOperator` most recent.
   */
  issue(operatorId: string, previousId: string | undefined, at: number): Promise<string>;
}

export interface DevicesStoreOptions {
  maxIdleMs: number;
  maxPerOperator: number;
}

export const defaultDeviceRetention: DevicesStoreOptions = { maxIdleMs: 180 * 24 * 3_600_000, maxPerOperator: 20 };

/** The operators' trusted devices on either engine: only the SHA-256 of a device id is stored. */
export function devicesStore({ db }: Pick<Engine, 'db'>, options: DevicesStoreOptions = defaultDeviceRetention): DevicesStore {
  return {
    async find(deviceId) {
      const row = await db
        .selectFrom('operator_devices as d')
        .innerJoin('operators as o', 'o.id', 'd.operator_id')
        .select(['d.operator_id', 'o.email'])
        .where('d.token_hash', '=', hashToken(deviceId))
        .executeTakeFirst();
      return row ? { operatorId: row.operator_id, email: row.email } : null;
    },
    issue: (operatorId, previousId, at) =>
      db.transaction().execute(async (trx) => {
        const id = randomBytes(24).toString('base64url');
        const previous =
          previousId === undefined
            ? undefined
            : await trx
                .deleteFrom('operator_devices')
                .where('token_hash', '=', hashToken(previousId))
                .where('operator_id', '=', operatorId)
                .returning('created_at')
                .executeTakeFirst();
        await trx
          .insertInto('operator_devices')
          .values({ token_hash: hashToken(id), operator_id: operatorId, created_at: previous?.created_at ?? at, last_used_at: at })
          .execute();
        const kept = trx
          .selectFrom('operator_devices')
          .select('token_hash')
          .where('operator_id', '=', operatorId)
          .orderBy('last_used_at', 'desc')
          .orderBy('token_hash')
          .limit(options.maxPerOperator);
        await trx
          .deleteFrom('operator_devices')
          .where('operator_id', '=', operatorId)
          .where((eb) => eb.or([eb('last_used_at', '<', at - options.maxIdleMs), eb('token_hash', 'not in', kept)]))
          .execute();
        return id;
      }),
  };
}
