import { sessionFreshnessMs, type AuthSession } from '@zk/data';
import type { OperatorsStore } from '../db/engine/operators-store.ts';
import { hashToken, type SessionsStore } from '../db/engine/sessions-store.ts';
import { perClientAddress, slidingLog, slidingWindowLimiter } from '../http/rate-limiter.ts';
import { oneAtATime } from './account-queue.ts';
import { HashBusyError, hashGate, hashPassword, verifyPassword, type HashLimits, type ScryptParams } from './password.ts';
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
  /** Attempts at one account in progress at once (one checked, the rest waiting their turn); beyond, 429. */
  perAccountQueue: number;
  /** Password checks server-wide (sign-ins and password changes) in any `globalWindowMs`; beyond, 503. */
  global: number;
  globalWindowMs: number;
}

export const defaultSignInLimits: SignInLimits = {
  perIp: 20,
  perAccount: 5,
  windowMs: 15 * 60_000,
  backoffMs: 1_000,
  maxBackoffMs: 16_000,
  perAccountQueue: 4,
  global: 30,
  globalWindowMs: 60_000,
};

/** How long a failed sign-in is held back, given the account's failures in the window (this one included). */
export function failureBackoffMs(failures: number, limits: SignInLimits): number {
  const excess = failures - limits.perAccount;
  return excess <= 0 ? 0 : Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** Math.min(excess - 1, 30));
}

export type SignInResult = { ok: true; token: string; session: AuthSession } | { ok: false; reason: 'invalid_credentials' } | Refused;

/** Refused before the password was checked: too many attempts from the address or at the account (429), or the server is busy (503). */
export type Refused = { ok: false; reason: 'rate_limited' | 'busy'; retryAfterSeconds: number };

export type ChangePasswordResult =
  | { ok: true; session: AuthSession }
  | { ok: false; reason: 'no_session' | 'wrong_password' | 'unchanged' }
  | Refused
  | { ok: false; reason: 'weak_password'; problem: PasswordProblem };

export interface OperatorAuth {
  /**
   * The operator's own password change: the current password is checked (a wrong one counts as a failed
   * sign-in of the account, with its back-off), the new one against the policy; every other session ends,
   * this one stays and no longer needs a change.
   */
  changePassword(token: string | undefined, currentPassword: string, newPassword: string, ip: string): Promise<ChangePasswordResult>;
  signIn(email: string, password: string, ip: string): Promise<SignInResult>;
  /** The fresh session for a token, or null (unknown, signed out, or older than 5 minutes). */
  session(token: string | undefined): Promise<AuthSession | null>;
  signOut(token: string | undefined): Promise<void>;
}

export interface OperatorAuthDeps {
  operators: OperatorsStore;
  sessions: SessionsStore;
  now: () => number;
  limits?: SignInLimits;
  /** Parameters of the dummy hash checked for unknown accounts, to keep timing alike. */
  scryptParams?: ScryptParams;
  /** Bounds the password hashes in progress (see {@link hashGate}). */
  hashLimits?: HashLimits;
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
 * Throttling (ASVS 6.1.1, 6.3.1), in this order, before any hash: each client address (IPv6 by /64) gets
 * `perIp` password checks in any sliding window, sign-ins and password changes together (429 beyond); the
 * server `global` checks per `globalWindowMs` (503 beyond). Attempts at one account are checked one at a time,
 * so failures beyond `perAccount` in the window, each answered after a doubling delay, space out parallel
 * guesses as much as sequential ones; more than `perAccountQueue` in progress get 429. The account never
 * locks: the password is always checked when its turn comes, so the owner's correct password signs in. The
 * hashes themselves pass a {@link hashGate} (503 when its queue is full).
 */
export function operatorAuth(deps: OperatorAuthDeps): OperatorAuth {
  const { operators, sessions, now, limits = defaultSignInLimits, scryptParams, sleep = realSleep, onSessionEnd } = deps;
  const perIp = perClientAddress(slidingWindowLimiter(limits.perIp, limits.windowMs, now));
  const global = slidingWindowLimiter(limits.global, limits.globalWindowMs, now);
  const accountFailures = slidingLog(limits.windowMs, limits.perAccount + 32, now);
  const accounts = oneAtATime(limits.perAccountQueue);
  const gate = hashGate(deps.hashLimits);
  let dummyHash: Promise<string> | undefined;

  const checkPassword = (password: string, hash: string | undefined) =>
    gate.run(async () => verifyPassword(password, hash ?? (await (dummyHash ??= hashPassword('not a password', scryptParams)))));

  /** The address's and the server's budgets, then the account's turn; `check` runs with the account's failures counted and slowed down. */
  async function attempt<T>(ip: string, accountKey: string, check: () => Promise<T | 'wrong'>): Promise<T | 'wrong' | Refused> {
    const ipResult = perIp.hit(ip);
    if (!ipResult.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: ipResult.retryAfterSeconds };
    const globalResult = global.hit('all');
    if (!globalResult.allowed) return { ok: false, reason: 'busy', retryAfterSeconds: globalResult.retryAfterSeconds };
    const result = await accounts.run(accountKey, async () => {
      const outcome = await check();
      if (outcome === 'wrong') {
        accountFailures.add(accountKey);
        const delay = failureBackoffMs(accountFailures.recent(accountKey).length, limits);
        if (delay > 0) await sleep(delay);
      }
      return outcome;
    });
    if (result === 'full') return { ok: false, reason: 'rate_limited', retryAfterSeconds: Math.ceil(limits.maxBackoffMs / 1000) };
    return result;
  }

  const busy = (error: unknown): Refused => {
    if (error instanceof HashBusyError) return { ok: false, reason: 'busy', retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  };

  return {
    async signIn(email, password, ip) {
      const accountKey = email.trim().toLowerCase();
      const outcome = await attempt(ip, accountKey, async () => {
        const operator = await operators.findByEmail(accountKey);
        return (await checkPassword(password, operator?.passwordHash)) && operator ? operator : 'wrong';
      }).catch(busy);
      if (outcome === 'wrong') return { ok: false, reason: 'invalid_credentials' };
      if ('ok' in outcome) return outcome;
      const operator = outcome;
      const signedInAt = now();
      const expiresAt = signedInAt + sessionFreshnessMs;
      await sessions.removeExpired(signedInAt);
      const token = await sessions.create(operator.id, signedInAt, expiresAt);
      const session: AuthSession = { user: { id: operator.id, email: operator.email }, lastLoginTime: signedInAt, expiresAt };
      return { ok: true, token, session: operator.mustChangePassword ? { ...session, passwordChangeRequired: true } : session };
    },
    session: async (token) => (token ? sessions.find(token, now()) : null),
    async changePassword(token, currentPassword, newPassword, ip) {
      const session = token ? await sessions.find(token, now()) : null;
      const operator = session ? await operators.findByEmail(session.user.email) : null;
      if (!token || !session || !operator) return { ok: false, reason: 'no_session' };
      const checked = await attempt(ip, operator.email.toLowerCase(), async () =>
        (await checkPassword(currentPassword, operator.passwordHash)) ? ('right' as const) : 'wrong',
      ).catch(busy);
      if (checked === 'wrong') return { ok: false, reason: 'wrong_password' };
      if (checked !== 'right') return checked;
      if (newPassword === currentPassword) return { ok: false, reason: 'unchanged' };
      const problem = passwordProblem(newPassword, { email: operator.email });
      if (problem) return { ok: false, reason: 'weak_password', problem };
      const hash = await gate.run(() => hashPassword(newPassword, scryptParams)).catch(busy);
      if (typeof hash !== 'string') return hash;
      await operators.changePassword(operator.id, hash, hashToken(token));
      const { passwordChangeRequired: _done, ...changed } = session;
      return { ok: true, session: changed };
    },
    signOut: async (token) => {
      if (!token) return;
      await sessions.remove(token);
      onSessionEnd?.(token);
    },
  };
}
