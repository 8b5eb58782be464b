import { randomBytes } from 'node:crypto';
import type { Engine } from './engine-types.ts';

export type FactorKind = 'totp';

/** A confirmed second factor, as the operator's settings list it (never its secret). */
export interface FactorSummary {
  id: string;
  kind: FactorKind;
  createdAt: number;
}

/** The operator's TOTP factor with its sealed secret; `confirmedAt` null while the enrolment waits for its first code. */
export interface StoredTotp {
  id: string;
  sealedSecret: Buffer;
  createdAt: number;
  confirmedAt: number | null;
  lastStep: number | null;
}

export interface FactorsStore {
  /** The operator's confirmed factors, oldest first. */
  list(operatorId: string): Promise<FactorSummary[]>;
  totp(operatorId: string): Promise<StoredTotp | null>;
  /** Starts a TOTP enrolment, replacing a pending one; false when a confirmed TOTP factor exists. */
  startTotp(operatorId: string, sealedSecret: Buffer, at: number): Promise<boolean>;
  /** Confirms the pending enrolment `factorId` with its first accepted step; false when it is not pending any more. */
  confirmTotp(factorId: string, step: number, at: number): Promise<boolean>;
  /** Records `step` as accepted unless this or a later step was: true only for the first to record it. */
  acceptStep(factorId: string, step: number): Promise<boolean>;
  /** Removes the operator's factors, passkeys and recovery codes; true when there was a confirmed factor or a passkey. */
  removeAll(operatorId: string): Promise<boolean>;
  /** Replaces the operator's recovery codes by these hashes. */
  replaceRecoveryCodes(operatorId: string, codeHashes: string[], at: number): Promise<void>;
  /** Marks an unused recovery code used: true only for the first use. */
  useRecoveryCode(operatorId: string, codeHash: string, at: number): Promise<boolean>;
  recoveryCodesLeft(operatorId: string): Promise<number>;
}

/** The operators' second factors and recovery codes on either engine. */
export function factorsStore({ db }: Pick<Engine, 'db'>): FactorsStore {
  return {
    async list(operatorId) {
      const rows = await db
        .selectFrom('operator_factors')
        .select(['id', 'kind', 'confirmed_at'])
        .where('operator_id', '=', operatorId)
        .where('confirmed_at', 'is not', null)
        .orderBy('confirmed_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, kind: row.kind, createdAt: row.confirmed_at! }));
    },
    async totp(operatorId) {
      const row = await db
        .selectFrom('operator_factors')
        .select(['id', 'secret', 'created_at', 'confirmed_at', 'last_step'])
        .where('operator_id', '=', operatorId)
        .where('kind', '=', 'totp')
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            sealedSecret: Buffer.from(row.secret),
            createdAt: row.created_at,
            confirmedAt: row.confirmed_at,
            lastStep: row.last_step === null ? null : Number(row.last_step),
          }
        : null;
    },
    startTotp: (operatorId, sealedSecret, at) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('operator_factors')
          .where('operator_id', '=', operatorId)
          .where('kind', '=', 'totp')
          .where('confirmed_at', 'is', null)
          .execute();
        const confirmed = await trx
          .selectFrom('operator_factors')
          .select('id')
          .where('operator_id', '=', operatorId)
          .where('kind', '=', 'totp')
          .executeTakeFirst();
        if (confirmed) return false;
        await trx
          .insertInto('operator_factors')
          .values({
            id: randomBytes(12).toString('base64url'),
            operator_id: operatorId,
            kind: 'totp',
            secret: sealedSecret,
            created_at: at,
          })
          .execute();
        return true;
      }),
    async confirmTotp(factorId, step, at) {
      const result = await db
        .updateTable('operator_factors')
        .set({ confirmed_at: at, last_step: step })
        .where('id', '=', factorId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async acceptStep(factorId, step) {
      const result = await db
        .updateTable('operator_factors')
        .set({ last_step: step })
        .where('id', '=', factorId)
        .where('confirmed_at', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    removeAll: (operatorId) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
        const removed = await trx.deleteFrom('operator_factors').where('operator_id', '=', operatorId).returning('confirmed_at').execute();
        const passkeys = await trx.deleteFrom('operator_passkeys').where('operator_id', '=', operatorId).executeTakeFirst();
        return removed.some((row) => row.confirmed_at !== null) || Number(passkeys.numDeletedRows) > 0;
      }),
    replaceRecoveryCodes: (operatorId, codeHashes, at) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
        if (codeHashes.length === 0) return;
        await trx
          .insertInto('operator_recovery_codes')
          .values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash, created_at: at })))
          .execute();
      }),
    async useRecoveryCode(operatorId, codeHash, at) {
      const result = await db
        .updateTable('operator_recovery_codes')
        .set({ used_at: at })
        .where('operator_id', '=', operatorId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(operatorId) {
      const row = await db
        .selectFrom('operator_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('operator_id', '=', operatorId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
