import { sessionFreshnessMs, type AuthSession } from '@zk/data';
import type { OperatorsRepo } from '../db/operators-repo.ts';
import type { SessionsRepo } from '../db/sessions-repo.ts';
import { fixedWindowLimiter } from '../http/rate-limiter.ts';
import { hashPassword, verifyPassword, type ScryptParams } from './password.ts';

export interface SignInLimits {
  /** Attempts per client address per window. */
  perIp: number;
  /** Failed attempts per account (existing or not) per window. */
  perAccount: number;
  windowMs: number;
}

export const defaultSignInLimits: SignInLimits = { perIp: 20, perAccount: 5, windowMs: 15 * 60_000 };

export type SignInResult =
  | { ok: true; token: string; session: AuthSession }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export interface OperatorAuth {
  signIn(email: string, password: string, ip: string): Promise<SignInResult>;
  /** The fresh session for a token, or null (unknown, signed out, or older than 5 minutes). */
  session(token: string | undefined): AuthSession | null;
  signOut(token: string | undefined): void;
}

export interface OperatorAuthDeps {
  operators: OperatorsRepo;
  sessions: SessionsRepo;
  now: () => number;
  limits?: SignInLimits;
  /** Parameters of the dummy hash checked for unknown accounts, to keep timing alike. */
  scryptParams?: ScryptParams;
}

/**
 * Password sign-in with server-side sessions that expire 5 minutes after sign-in (SPEC section 9).
 * Unknown accounts cost the same hash work and get the same answer as wrong passwords.
 */
export function operatorAuth({ operators, sessions, now, limits = defaultSignInLimits, scryptParams }: OperatorAuthDeps): OperatorAuth {
  const perIp = fixedWindowLimiter(limits.perIp, limits.windowMs, now);
  const perAccount = fixedWindowLimiter(limits.perAccount, limits.windowMs, now);
  let dummyHash: Promise<string> | undefined;

  return {
    async signIn(email, password, ip) {
      const accountKey = email.trim().toLowerCase();
      const ipResult = perIp.hit(ip);
      const accountResult = perAccount.peek(accountKey);
      if (!ipResult.allowed || !accountResult.allowed) {
        return {
          ok: false,
          reason: 'rate_limited',
          retryAfterSeconds: Math.max(ipResult.retryAfterSeconds, accountResult.retryAfterSeconds),
        };
      }
      const operator = operators.findByEmail(accountKey);
      dummyHash ??= hashPassword('not a password', scryptParams);
      const valid = await verifyPassword(password, operator?.passwordHash ?? (await dummyHash));
      if (!operator || !valid) {
        perAccount.hit(accountKey);
        return { ok: false, reason: 'invalid_credentials' };
      }
      perAccount.reset(accountKey);
      const signedInAt = now();
      const expiresAt = signedInAt + sessionFreshnessMs;
      sessions.removeExpired(signedInAt);
      const token = sessions.create(operator.id, signedInAt, expiresAt);
      return { ok: true, token, session: { user: { id: operator.id, email: operator.email }, lastLoginTime: signedInAt, expiresAt } };
    },
    session: (token) => (token ? sessions.find(token, now()) : null),
    signOut: (token) => {
      if (token) sessions.remove(token);
    },
  };
}
