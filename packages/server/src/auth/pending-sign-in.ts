import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A password step that was passed: whose, from which trusted device (if any), until when. */
export interface PendingSignIn {
  operatorId: string;
  accountKey: string;
  deviceId: string | undefined;
  expiresAt: number;
}

export interface PendingSignIns {
  issue(pending: Omit<PendingSignIn, 'expiresAt'>): Promise<string>;
  /** The pending sign-in a token stands for, or null (not signed here, altered, or expired). */
  read(token: string | undefined): Promise<PendingSignIn | null>;
}

/** How long the code step waits after the password step. */
export const pendingSignInMs = 5 * 60_000;

const format = /^v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

/**
 * The state between the password step and the code step, kept by the browser (an httpOnly cookie) and
 * signed here: `v1.<payload>.<HMAC-SHA256>` under a key derived from the server key `mfa`. It opens no
 * session and grants nothing but the chance to present a code, for {@link pendingSignInMs}.
 */
export function pendingSignIns({ key, now }: { key: () => Promise<Buffer>; now: () => number }): PendingSignIns {
  const mac = async (payload: string) =>
    createHmac(
      'sha256',
      createHmac('sha256', await key())
        .update('zk-pending-sign-in/v1')
        .digest(),
    )
      .update(payload)
      .digest();
  return {
    async issue({ operatorId, accountKey, deviceId }) {
      const body = {
        o: operatorId,
        a: accountKey,
        d: deviceId ?? null,
        x: now() + pendingSignInMs,
        n: randomBytes(9).toString('base64url'),
      };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `v1.${payload}.${(await mac(payload)).toString('base64url')}`;
    },
    async read(token) {
      const [, payload, signature] = (token && format.exec(token)) || [];
      if (!payload || !signature) return null;
      const presented = Buffer.from(signature, 'base64url');
      const expected = await mac(payload);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { o: string; a: string; d: string | null; x: number };
      if (!(now() <= body.x)) return null;
      return { operatorId: body.o, accountKey: body.a, deviceId: body.d ?? undefined, expiresAt: body.x };
    },
  };
}
