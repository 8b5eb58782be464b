import { sessionFreshnessMs, type AuthSession } from '@zk/data';
import type { OperatorsRepo } from '../db/operators-repo.ts';
import { hashToken, type SessionsRepo } from '../db/sessions-repo.ts';
import { perClientAddress, slidingLog, slidingWindowLimiter } from '../http/rate-limiter.ts';
import { hashPassword, verifyPassword, type ScryptParams } from './password.ts';
import { passwordProblem, type PasswordProblem } from './password-policy.ts';

export interface SignInLimits {
  /** Attempts per client address in any window (sliding); beyond it, 429. */
  perIp: number;
  /** Failed attempts per account (existing or not) in any window before failures are slowed down. */
  perAccount: number;
  windowMs: number;
  /** Delay of the first failure beyond `perAccount`; each further one doubles it, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const defaultSignInLimits: SignInLimits = { perIp: 20, perAccount: 5, windowMs: 15 * 60_000, backoffMs: 1_000, maxBackoffMs: 16_000 };

/** How long a failed sign-in is held back, given the account's failures in the window (this one included). */
export function failureBackoffMs(failures: number, limits: SignInLimits): number {
  const excess = failures - limits.perAccount;
  return excess <= 0 ? 0 : Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** Math.min(excess - 1, 30));
}

export type SignInResult =
  | { ok: true; token: string; session: AuthSession }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export type ChangePasswordResult =
  | { ok: true; session: AuthSession }
  | { ok: false; reason: 'no_session' | 'wrong_password' | 'unchanged' }
  | { ok: false; reason: 'weak_password'; problem: PasswordProblem };

export interface OperatorAuth {
  /**
   * The operator's own password change: the current password is checked (a wrong one counts as a failed
   * sign-in of the account, with its back-off), the new one against the policy; every other session ends,
   * this one stays and no longer needs a change.
   */
  changePassword(token: string | undefined, currentPassword: string, newPassword: string): Promise<ChangePasswordResult>;
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
  /** Waits before a slowed-down failure is answered (tests inject one that records instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Called when a session is ended here (sign-out, re-authentication), e.g. to close its live streams. */
  onSessionEnd?: (token: string) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Password sign-in with server-side sessions that expire 5 minutes after sign-in (SPEC section 9).
 * Unknown accounts cost the same hash work and get the same answer as wrong passwords.
 *
 * Throttling (ASVS 6.1.1, 6.3.1): each client address gets `perIp` attempts in any sliding window (429
 * beyond). Failures per account never lock it: the password is always checked, so the owner's correct
 * password signs in from any address within its own limit; failures beyond `perAccount` in the window are
 * only answered after a doubling delay.
 */
export function operatorAuth({ operators, sessions, now, limits = defaultSignInLimits, scryptParams, sleep = realSleep, onSessionEnd }: OperatorAuthDeps): OperatorAuth {
  const perIp = perClientAddress(slidingWindowLimiter(limits.perIp, limits.windowMs, now));
  const accountFailures = slidingLog(limits.windowMs, limits.perAccount + 32, now);
  let dummyHash: Promise<string> | undefined;

  return {
    async signIn(email, password, ip) {
      const accountKey = email.trim().toLowerCase();
      const ipResult = perIp.hit(ip);
      if (!ipResult.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: ipResult.retryAfterSeconds };
      const operator = operators.findByEmail(accountKey);
      dummyHash ??= hashPassword('not a password', scryptParams);
      const valid = await verifyPassword(password, operator?.passwordHash ?? (await dummyHash));
      if (!operator || !valid) {
        accountFailures.add(accountKey);
        const delay = failureBackoffMs(accountFailures.recent(accountKey).length, limits);
        if (delay > 0) await sleep(delay);
        return { ok: false, reason: 'invalid_credentials' };
      }
      const signedInAt = now();
      const expiresAt = signedInAt + sessionFreshnessMs;
      sessions.removeExpired(signedInAt);
      const token = sessions.create(operator.id, signedInAt, expiresAt);
      const session: AuthSession = { user: { id: operator.id, email: operator.email }, lastLoginTime: signedInAt, expiresAt };
      return { ok: true, token, session: operator.mustChangePassword ? { ...session, passwordChangeRequired: true } : session };
    },
    session: (token) => (token ? sessions.find(token, now()) : null),
    async changePassword(token, currentPassword, newPassword) {
      const session = token ? sessions.find(token, now()) : null;
      const operator = session ? operators.findByEmail(session.user.email) : null;
      if (!token || !session || !operator) return { ok: false, reason: 'no_session' };
      const accountKey = operator.email.toLowerCase();
      if (!(await verifyPassword(currentPassword, operator.passwordHash))) {
        accountFailures.add(accountKey);
        const delay = failureBackoffMs(accountFailures.recent(accountKey).length, limits);
        if (delay > 0) await sleep(delay);
        return { ok: false, reason: 'wrong_password' };
      }
      if (newPassword === currentPassword) return { ok: false, reason: 'unchanged' };
      const problem = passwordProblem(newPassword, { email: operator.email });
      if (problem) return { ok: false, reason: 'weak_password', problem };
      operators.changePassword(operator.id, await hashPassword(newPassword, scryptParams), hashToken(token));
      const { passwordChangeRequired: _done, ...changed } = session;
      return { ok: true, session: changed };
    },
    signOut: (token) => {
      if (!token) return;
      sessions.remove(token);
      onSessionEnd?.(token);
    },
  };
}
