import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { PasskeyCredentials, StoredPasskey } from '../../auth/passkey-ceremonies.ts';
import type { Engine } from './engine-types.ts';
import type { OperatorPasskeysTable } from './schema.ts';
import type { Selectable } from 'kysely';

/** The operators' passkeys on either engine: what the ceremonies read and write, and the settings' list and removal. */
export interface PasskeysStore extends PasskeyCredentials {
  /** Removes one of the operator's passkeys: true when it was theirs and is gone. */
  remove(operatorId: string, id: string): Promise<boolean>;
}

function fromRow(row: Selectable<OperatorPasskeysTable>): StoredPasskey {
  return {
    id: row.id,
    operatorId: row.operator_id,
    name: row.name,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as AuthenticatorTransport[],
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

export function passkeysStore({ db }: Pick<Engine, 'db'>): PasskeysStore {
  return {
    async byId(id) {
      const row = await db.selectFrom('operator_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? fromRow(row) : null;
    },
    async forOperator(operatorId) {
      const rows = await db
        .selectFrom('operator_passkeys')
        .selectAll()
        .where('operator_id', '=', operatorId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(fromRow);
    },
    async add(passkey) {
      await db
        .insertInto('operator_passkeys')
        .values({
          id: passkey.id,
          operator_id: passkey.operatorId,
          name: passkey.name,
          public_key: Buffer.from(passkey.publicKey),
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: passkey.createdAt,
          last_used_at: passkey.lastUsedAt,
        })
        .execute();
    },
    async used(id, counter, at) {
      await db
        .updateTable('operator_passkeys')
        .set({ counter, last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
        .execute();
    },
    async remove(operatorId, id) {
      const result = await db.deleteFrom('operator_passkeys').where('operator_id', '=', operatorId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
