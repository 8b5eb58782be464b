import { sessionFreshnessMs, type AuthSession } from '@zk/data';
import type { DevicesStore } from '../db/engine/devices-store.ts';
import type { OperatorsStore, OperatorWithHash } from '../db/engine/operators-store.ts';
import { hashToken, type SessionsStore } from '../db/engine/sessions-store.ts';
import type { RateSlots } from '../db/engine/rate-slots-store.ts';
import { perClientAddress } from '../http/rate-limiter.ts';
import { sharedLog, sharedWindowLimiter } from '../http/shared-rate-limiter.ts';
import { oneAtATime } from './account-queue.ts';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyCeremonies } from './passkey-ceremonies.ts';
import type { PendingSignIns } from './pending-sign-in.ts';
import type { SecondFactor } from './second-factor.ts';
import { deviceTrust } from './device-trust.ts';
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
  /** Attempts per trusted device (a browser that signed in to the account before) in any window; beyond, 429. */
  perDevice: number;
  /** Failures from one trusted device in any window after which it is treated as untrusted for the rest of it. */
  deviceFailures: number;
  /** Wrong second-factor codes per account in any window; beyond, the code step answers 429 until the window moves on. */
  codeFailures: number;
  /** Passkey challenges for a sign-in without the password per client address in any window; beyond, 429. */
  passwordlessOptions: number;
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
  perDevice: 20,
  deviceFailures: 5,
  codeFailures: 5,
  passwordlessOptions: 300,
};

/** How long a failed sign-in is held back, given the account's failures in the window (this one included). */
export function failureBackoffMs(failures: number, limits: SignInLimits): number {
  const excess = failures - limits.perAccount;
  return excess <= 0 ? 0 : Math.min(limits.maxBackoffMs, limits.backoffMs * 2 ** Math.min(excess - 1, 30));
}

/** `device`: the browser's new device cookie for the account. */
export type SignedIn = { ok: true; token: string; session: AuthSession; device: string };

export type SignInResult =
  | SignedIn
  /**
   * The password was right and the account has a second factor: `pending` stands for the password step until the
   * code step; `passkey` says whether the account has a passkey to offer there.
   */
  | { ok: false; reason: 'code_required'; pending: string; passkey: boolean }
  | { ok: false; reason: 'invalid_credentials' }
  | Refused;

/** The code step: signed in (`via` the authenticator, `skew` steps off, or a recovery code), or the password step's answers. */
export type CodeResult =
  | (SignedIn & { via: 'totp'; skew: number })
  | (SignedIn & { via: 'recovery'; left: number })
  | (SignedIn & { via: 'passkey' })
  | { ok: false; reason: 'invalid_credentials' }
  | Refused;

/** The current password checked again for a change to the account (its factors): the operator, or why not. */
export type ReauthResult =
  { ok: true; operatorId: string; email: string } | { ok: false; reason: 'no_session' | 'wrong_password' } | Refused;

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
  changePassword(
    token: string | undefined,
    currentPassword: string,
    newPassword: string,
    ip: string,
    deviceCookie?: string,
  ): Promise<ChangePasswordResult>;
  /** `deviceCookie`: the device cookie the browser holds for this account, if any. */
  signIn(email: string, password: string, ip: string, deviceCookie?: string): Promise<SignInResult>;
  /** The second step: a TOTP or recovery code for the password step `pending` stands for. */
  signInWithCode(pending: string | undefined, code: string): Promise<CodeResult>;
  /** The passkey challenge for the account the pending sign-in is for, or null (no valid pending cookie, no passkey ceremonies). */
  passkeyOptions(pending: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON | null>;
  /** The second step with a passkey of the pending account, counted with the wrong codes. */
  signInWithPasskey(pending: string | undefined, response: AuthenticationResponseJSON, ip: string): Promise<CodeResult>;
  /** A challenge for any passkey the browser offers (a sign-in without the password), or why not: the address's budget. */
  passwordlessOptions(ip: string): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | Refused | null>;
  /**
   * A sign-in with a passkey alone: the passkey's user verification stands for the password, so the session starts
   * at once. Counted against the address's sign-in budget; `deviceCookie` reads the browser's device cookie for the
   * account the passkey belongs to.
   */
  signInWithPasskeyOnly(
    response: AuthenticationResponseJSON,
    ip: string,
    deviceCookie: (email: string) => string | undefined,
  ): Promise<(SignedIn & { via: 'passkey' }) | { ok: false; reason: 'invalid_credentials' } | Refused>;
  /** The e-mail address of the account a pending sign-in is for, or null when it is not valid (any more). */
  pendingAccount(pending: string | undefined): Promise<string | null>;
  /** Checks the signed-in operator's current password again, counted and throttled as a sign-in. */
  reauthenticate(token: string | undefined, password: string, ip: string, deviceCookie?: string): Promise<ReauthResult>;
  /**
   * The fresh session for a token, or null (unknown, signed out, or older than 5 minutes); marked
   * `secondFactorRequired` when second factors are required and the account has none.
   */
  session(token: string | undefined): Promise<AuthSession | null>;
  signOut(token: string | undefined): Promise<void>;
  /** Ends every other session of the account `token` signs in, keeping that one; answers how many ended. */
  signOutOthers(token: string): Promise<number>;
}

export interface OperatorAuthDeps {
  operators: OperatorsStore;
  sessions: SessionsStore;
  devices: DevicesStore;
  /** Where the sign-in budgets and failures are counted, shared by the servers on the database. */
  rateSlots: RateSlots;
  secondFactor: SecondFactor;
  pending: PendingSignIns;
  /** Passkey sign-in (`auth/passkey-ceremonies.ts`); without it the second step takes codes only. */
  passkeys?: PasskeyCeremonies & { has(operatorId: string): Promise<boolean> };
  /** `OPERATOR_MFA=required`: an account without a second factor may only enrol one. */
  mfaRequired: boolean;
  /** The key device cookies are signed with (`server_keys`, name `device`). */
  deviceKey: () => Promise<Buffer>;
  /** A device cookie that was presented and not trusted: not this server's (`forged`), replaced (`replayed`), or too many failures (`distrusted`). */
  onDeviceRejected?: (rejection: { email: string; ip: string; reason: 'forged' | 'replayed' | 'distrusted' }) => void;
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

/** Runs `load` once, at the first call; a failed load is tried again at the next. */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
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
 *
 * A browser that signed in to the account before presents its device cookie ({@link deviceTrust}) and
 * has a budget of its own instead (OWASP authentication cheat sheet, device cookies): `perDevice`
 * attempts in the window (429 beyond), checked one at a time, its hashes ahead of the others in the gate;
 * neither the address's, the account's nor the server's budget refuses it, so a flood cannot keep the
 * owner out. After `deviceFailures` failures in the window the device meets the untrusted limits again.
 *
 * An account with a second factor signs in in two steps (ASVS 6.3.3): the right password yields only a
 * signed pending state ({@link PendingSignIns}, no session); the code step (a TOTP code, accepted once
 * within ±1 step, or an unused recovery code) creates the session. A wrong, reused or expired code is
 * answered as a wrong password; after `codeFailures` of them in the window the account's code step
 * answers 429 until the window moves on. Codes of one account are checked one at a time.
 *
 * The budgets and failures are counted in the database (`rateSlots`), so every server on it spends the same
 * ones; the turns and the hash gate stay in this process: they bound this machine's work.
 */
export function operatorAuth(deps: OperatorAuthDeps): OperatorAuth {
  const { operators, sessions, now, limits = defaultSignInLimits, scryptParams, sleep = realSleep, onSessionEnd } = deps;
  const slots = deps.rateSlots;
  const perIp = perClientAddress(sharedWindowLimiter(slots, 'sign-in-address', limits.perIp, limits.windowMs, now));
  const global = sharedWindowLimiter(slots, 'sign-in-server', limits.global, limits.globalWindowMs, now);
  const accountFailures = sharedLog(slots, 'sign-in-account', limits.windowMs, limits.perAccount + 32, now);
  const accounts = oneAtATime(limits.perAccountQueue);
  const perDevice = sharedWindowLimiter(slots, 'sign-in-device', limits.perDevice, limits.windowMs, now);
  const deviceFailures = sharedLog(slots, 'device-failures', limits.windowMs, limits.deviceFailures, now);
  const deviceTurns = oneAtATime(limits.perAccountQueue);
  const trust = deviceTrust({ devices: deps.devices, key: memo(deps.deviceKey), now });
  const gate = hashGate(deps.hashLimits);
  const codeFailures = sharedLog(slots, 'code-failures', limits.windowMs, limits.codeFailures, now);
  const codeTurns = oneAtATime(limits.perAccountQueue);
  const passwordless = perClientAddress(sharedWindowLimiter(slots, 'passkey-address', limits.passwordlessOptions, limits.windowMs, now));
  let dummyHash: Promise<string> | undefined;

  const checkPassword = (password: string, hash: string | undefined, priority = false) =>
    gate.run(async () => verifyPassword(password, hash ?? (await (dummyHash ??= hashPassword('not a password', scryptParams)))), {
      priority,
    });

  /** The trusted device the cookie stands for, or undefined (none, rejected and reported, or distrusted by its failures). */
  async function trustedDevice(accountKey: string, cookie: string | undefined, ip: string): Promise<string | undefined> {
    const check = await trust.check(accountKey, cookie);
    if (!check.trusted) {
      if (check.rejected) deps.onDeviceRejected?.({ email: accountKey, ip, reason: check.rejected });
      return undefined;
    }
    if ((await deviceFailures.count(check.deviceId)) >= limits.deviceFailures) {
      deps.onDeviceRejected?.({ email: accountKey, ip, reason: 'distrusted' });
      return undefined;
    }
    return check.deviceId;
  }

  /** A trusted device's own budget and turn; its failures count against the device only. */
  async function trustedAttempt<T>(deviceId: string, check: (priority: boolean) => Promise<T | 'wrong'>): Promise<T | 'wrong' | Refused> {
    const deviceResult = await perDevice.hit(deviceId);
    if (!deviceResult.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: deviceResult.retryAfterSeconds };
    const result = await deviceTurns.run(deviceId, async () => {
      const outcome = await check(true);
      if (outcome === 'wrong') await deviceFailures.add(deviceId);
      return outcome;
    });
    if (result === 'full') return { ok: false, reason: 'rate_limited', retryAfterSeconds: 1 };
    return result;
  }

  /** The address's and the server's budgets, then the account's turn; `check` runs with the account's failures counted and slowed down. */
  async function attempt<T>(
    ip: string,
    accountKey: string,
    deviceId: string | undefined,
    check: (priority: boolean) => Promise<T | 'wrong'>,
  ): Promise<T | 'wrong' | Refused> {
    if (deviceId !== undefined) return trustedAttempt(deviceId, check);
    const ipResult = await perIp.hit(ip);
    if (!ipResult.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: ipResult.retryAfterSeconds };
    const globalResult = await global.hit('all');
    if (!globalResult.allowed) return { ok: false, reason: 'busy', retryAfterSeconds: globalResult.retryAfterSeconds };
    const result = await accounts.run(accountKey, async () => {
      const outcome = await check(false);
      if (outcome === 'wrong') {
        await accountFailures.add(accountKey);
        const delay = failureBackoffMs(await accountFailures.count(accountKey), limits);
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

  /**
   * The second step for the password step `pendingToken` stands for: one answer at a time per account, at most
   * `limits.codeFailures` wrong ones in the window (codes and passkeys counted together). `check` answers how the
   * signed-in result reads when the answer is right, or null when it is wrong.
   */
  async function secondStep(
    pendingToken: string | undefined,
    check: (operatorId: string) => Promise<((signedIn: SignedIn) => CodeResult) | null>,
  ): Promise<CodeResult> {
    const pending = await deps.pending.read(pendingToken);
    if (!pending) return { ok: false, reason: 'invalid_credentials' };
    const { operatorId, accountKey, deviceId } = pending;
    const result = await codeTurns.run(operatorId, async (): Promise<CodeResult> => {
      if ((await codeFailures.count(operatorId)) >= limits.codeFailures) {
        return { ok: false, reason: 'rate_limited', retryAfterSeconds: await codeFailures.retryAfterSeconds(operatorId) };
      }
      const operator = await operators.findByEmail(accountKey);
      const signedInAs = operator?.id === operatorId ? await check(operatorId) : null;
      if (!signedInAs || !operator || !(await firstUse(pendingToken!, pending.expiresAt))) {
        await codeFailures.add(operatorId);
        return { ok: false, reason: 'invalid_credentials' };
      }
      return signedInAs(await startSession(operator, accountKey, deviceId));
    });
    return result === 'full' ? { ok: false, reason: 'rate_limited', retryAfterSeconds: 1 } : result;
  }

  /**
   * Marks a pending sign-in as finished, once: a copy of its cookie presented again (with a new code) is refused until it
   * expires. Kept with the rate slots, so every server on the database sees it.
   */
  async function firstUse(pendingToken: string, expiresAt: number): Promise<boolean> {
    const at = now();
    const signature = pendingToken.slice(pendingToken.lastIndexOf('.') + 1);
    return (await slots.take({ bucket: `pending-used:${signature}`, limit: 1, at, expiresAt: Math.max(expiresAt, at + 1) })) !== null;
  }

  async function startSession(operator: OperatorWithHash, accountKey: string, deviceId: string | undefined): Promise<SignedIn> {
    const signedInAt = now();
    const expiresAt = signedInAt + sessionFreshnessMs;
    await sessions.removeExpired(signedInAt);
    const token = await sessions.create(operator.id, signedInAt, expiresAt);
    const device = await trust.issue(accountKey, operator.id, deviceId);
    const session: AuthSession = { user: { id: operator.id, email: operator.email }, lastLoginTime: signedInAt, expiresAt };
    return { ok: true, token, device, session: operator.mustChangePassword ? { ...session, passwordChangeRequired: true } : session };
  }

  return {
    async signIn(email, password, ip, deviceCookie) {
      const accountKey = email.trim().toLowerCase();
      const deviceId = await trustedDevice(accountKey, deviceCookie, ip);
      const outcome = await attempt(ip, accountKey, deviceId, async (priority) => {
        const operator = await operators.findByEmail(accountKey);
        return (await checkPassword(password, operator?.passwordHash, priority)) && operator ? operator : 'wrong';
      }).catch(busy);
      if (outcome === 'wrong') return { ok: false, reason: 'invalid_credentials' };
      if ('ok' in outcome) return outcome;
      const operator = outcome;
      const passkey = (await deps.passkeys?.has(operator.id)) === true;
      if (passkey || (await deps.secondFactor.status(operator.id)).factors.length > 0) {
        const pending = await deps.pending.issue({ operatorId: operator.id, accountKey, deviceId });
        return { ok: false, reason: 'code_required', pending, passkey };
      }
      const signedIn = await startSession(operator, accountKey, deviceId);
      return deps.mfaRequired ? { ...signedIn, session: { ...signedIn.session, secondFactorRequired: true } } : signedIn;
    },
    signInWithCode: (pendingToken, code) =>
      secondStep(pendingToken, async (operatorId) => {
        const checked = await deps.secondFactor.verify(operatorId, code);
        if (!checked.ok) return null;
        return (signedIn) =>
          checked.via === 'totp' ? { ...signedIn, via: 'totp', skew: checked.skew } : { ...signedIn, via: 'recovery', left: checked.left };
      }),
    async passkeyOptions(pendingToken) {
      const pending = await deps.pending.read(pendingToken);
      if (!pending || !deps.passkeys) return null;
      return deps.passkeys.authenticationOptions(pending.operatorId);
    },
    async signInWithPasskey(pendingToken, response, ip) {
      const passkeys = deps.passkeys;
      if (!passkeys) return { ok: false, reason: 'invalid_credentials' };
      return secondStep(pendingToken, async (operatorId) =>
        (await passkeys.finishAuthentication(response, operatorId, ip)).ok ? (signedIn) => ({ ...signedIn, via: 'passkey' }) : null,
      );
    },
    async passwordlessOptions(ip) {
      if (!deps.passkeys) return null;
      const allowed = await passwordless.hit(ip);
      if (!allowed.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: allowed.retryAfterSeconds };
      return { ok: true, options: await deps.passkeys.authenticationOptions(null) };
    },
    async signInWithPasskeyOnly(response, ip, deviceCookie) {
      const passkeys = deps.passkeys;
      if (!passkeys) return { ok: false, reason: 'invalid_credentials' };
      const budget = await perIp.hit(ip);
      if (!budget.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds };
      const checked = await passkeys.finishAuthentication(response, null, ip);
      if (!checked.ok) return { ok: false, reason: 'invalid_credentials' };
      const known = await operators.get(checked.operatorId);
      const operator = known ? await operators.findByEmail(known.email) : null;
      if (!operator) return { ok: false, reason: 'invalid_credentials' };
      const accountKey = operator.email.toLowerCase();
      const deviceId = await trustedDevice(accountKey, deviceCookie(accountKey), ip);
      return { ...(await startSession(operator, accountKey, deviceId)), via: 'passkey' };
    },
    pendingAccount: async (pendingToken) => (await deps.pending.read(pendingToken))?.accountKey ?? null,
    async session(token) {
      const session = token ? await sessions.find(token, now()) : null;
      if (!session || !deps.mfaRequired) return session;
      const enrolled = (await deps.secondFactor.status(session.user.id)).factors.length > 0 || (await deps.passkeys?.has(session.user.id));
      return enrolled ? session : { ...session, secondFactorRequired: true };
    },
    async reauthenticate(token, password, ip, deviceCookie) {
      const session = token ? await sessions.find(token, now()) : null;
      const operator = session ? await operators.findByEmail(session.user.email) : null;
      if (!session || !operator) return { ok: false, reason: 'no_session' };
      const accountKey = operator.email.toLowerCase();
      const deviceId = await trustedDevice(accountKey, deviceCookie, ip);
      const checked = await attempt(ip, accountKey, deviceId, async (priority) =>
        (await checkPassword(password, operator.passwordHash, priority)) ? ('right' as const) : 'wrong',
      ).catch(busy);
      if (checked === 'wrong') return { ok: false, reason: 'wrong_password' };
      if (checked !== 'right') return checked;
      return { ok: true, operatorId: operator.id, email: operator.email };
    },
    async changePassword(token, currentPassword, newPassword, ip, deviceCookie) {
      const session = token ? await sessions.find(token, now()) : null;
      const operator = session ? await operators.findByEmail(session.user.email) : null;
      if (!token || !session || !operator) return { ok: false, reason: 'no_session' };
      const accountKey = operator.email.toLowerCase();
      const deviceId = await trustedDevice(accountKey, deviceCookie, ip);
      const checked = await attempt(ip, accountKey, deviceId, async (priority) =>
        (await checkPassword(currentPassword, operator.passwordHash, priority)) ? ('right' as const) : 'wrong',
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
    signOutOthers: (token) => sessions.removeOthers(token),
  };
}
