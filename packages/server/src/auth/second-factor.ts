import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { FactorsStore, FactorSummary } from '../db/engine/factors-store.ts';
import { hashToken } from '../db/engine/sessions-store.ts';
import type { SecretSeal } from './secret-seal.ts';

/** What the operator needs to add the account to an authenticator app; shown once, while the enrolment is pending. */
export interface TotpEnrolment {
  /** The secret in base32, to type in. */
  secret: string;
  /** The `otpauth://totp/…` URI the QR code holds. */
  uri: string;
  /** The QR code of `uri` as an SVG document, drawn here (no network). */
  qrSvg: string;
}

export interface FactorStatus {
  factors: FactorSummary[];
  recoveryCodesLeft: number;
}

/** A code that signed in: by the authenticator (`skew` steps off the server's clock) or a recovery code. */
export type CodeCheck = { ok: true; via: 'totp'; skew: number } | { ok: true; via: 'recovery'; left: number } | { ok: false };

export interface SecondFactor {
  status(operatorId: string): Promise<FactorStatus>;
  /** Starts (or restarts) a TOTP enrolment; null when the account already has a confirmed one. */
  beginTotp(operatorId: string, email: string): Promise<TotpEnrolment | null>;
  /** Confirms the pending enrolment with a first code: the ten recovery codes, or null (wrong code, none pending). */
  confirmTotp(operatorId: string, code: string): Promise<string[] | null>;
  /** A code at the second step: a TOTP code accepted once within ±1 step, or an unused recovery code. */
  verify(operatorId: string, code: string): Promise<CodeCheck>;
  /** Ten new recovery codes replacing the old ones; null when the account has no factor. */
  regenerateRecoveryCodes(operatorId: string): Promise<string[] | null>;
  /** Removes every factor and recovery code; true when there was a confirmed factor. */
  remove(operatorId: string): Promise<boolean>;
}

export const recoveryCodeCount = 10;
const period = 30;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normaliseCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, the library `otpauth`) and recovery codes for the operators.
 * The secret is sealed in the store ({@link SecretSeal}, the operator's id as context) and only handed out
 * while the enrolment is pending; a code is accepted within one step either side, once (the store keeps the
 * last accepted step). Recovery codes are ten random 10-character codes shown once, stored as SHA-256.
 */
export function secondFactor({
  factors,
  seal,
  issuer,
  now,
}: {
  factors: FactorsStore;
  seal: SecretSeal;
  issuer: string;
  now: () => number;
}): SecondFactor {
  const totpFor = (secret: Secret, email = '') => new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period, secret });

  /** The step `code` stands for, if it is within ±1 step of now. */
  function matchedStep(secret: Secret, code: string): { step: number; skew: number } | null {
    if (!/^\d{6}$/.test(code)) return null;
    const timestamp = now();
    const skew = totpFor(secret).validate({ token: code, timestamp, window: 1 });
    return skew === null ? null : { step: Math.floor(timestamp / 1000 / period) + skew, skew };
  }

  async function openSecret(operatorId: string, sealed: Buffer): Promise<Secret | null> {
    const bytes = await seal.open(sealed, operatorId);
    return bytes ? new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }) : null;
  }

  async function newRecoveryCodes(operatorId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await factors.replaceRecoveryCodes(
      operatorId,
      codes.map((code) => hashToken(normaliseCode(code))),
      now(),
    );
    return codes;
  }

  return {
    async status(operatorId) {
      return { factors: await factors.list(operatorId), recoveryCodesLeft: await factors.recoveryCodesLeft(operatorId) };
    },
    async beginTotp(operatorId, email) {
      const secret = new Secret({ size: 20 });
      if (!(await factors.startTotp(operatorId, await seal.seal(Buffer.from(secret.bytes), operatorId), now()))) return null;
      const uri = totpFor(secret, email).toString();
      return { secret: secret.base32, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
    },
    async confirmTotp(operatorId, code) {
      const pending = await factors.totp(operatorId);
      if (!pending || pending.confirmedAt !== null) return null;
      const secret = await openSecret(operatorId, pending.sealedSecret);
      const matched = secret && matchedStep(secret, normaliseCode(code));
      if (!matched || !(await factors.confirmTotp(pending.id, matched.step, now()))) return null;
      return newRecoveryCodes(operatorId);
    },
    async verify(operatorId, code) {
      const typed = normaliseCode(code);
      if (/^\d{6}$/.test(typed)) {
        const totp = await factors.totp(operatorId);
        if (!totp || totp.confirmedAt === null) return { ok: false };
        const secret = await openSecret(operatorId, totp.sealedSecret);
        const matched = secret && matchedStep(secret, typed);
        if (!matched || !(await factors.acceptStep(totp.id, matched.step))) return { ok: false };
        return { ok: true, via: 'totp', skew: matched.skew };
      }
      if (typed.length !== 10 || !(await factors.useRecoveryCode(operatorId, hashToken(typed), now()))) return { ok: false };
      return { ok: true, via: 'recovery', left: await factors.recoveryCodesLeft(operatorId) };
    },
    async regenerateRecoveryCodes(operatorId) {
      return (await factors.list(operatorId)).length === 0 ? null : newRecoveryCodes(operatorId);
    },
    remove: (operatorId) => factors.removeAll(operatorId),
  };
}
