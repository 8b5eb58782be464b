import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** A factor as GoTrue keeps it (`auth.mfa_factors`); the secret never leaves the fake. */
export interface FakeFactor {
  id: string;
  friendlyName: string;
  status: 'unverified' | 'verified';
  secret: string;
  createdAt: number;
  updatedAt: number;
  lastChallengedAt: number | null;
}

export interface FakeMfaUser {
  id: string;
  email: string;
  factors: FakeFactor[];
}

/** What a session holds of MFA: the factor that raised it to aal2, and when (its `amr` entry). */
export interface FakeMfaSession {
  userId: string;
  mfa?: { factorId: string; at: number };
}

/** GoTrue's `MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY` (default 15 a minute, burst 30), per client address and endpoint. */
export interface FakeMfaRateLimit {
  perMinute: number;
  burst: number;
}

type Answer = (status: number, body: unknown) => void;
type GoTrueError = (status: number, errorCode: string, msg: string) => void;

/** GoTrue's MFA defaults: challenges expire after 300 s, unverified factors after 300 s, at most 10 factors. */
const challengeExpirySeconds = 300;
const factorExpiryMs = 300_000;
const maxEnrolledFactors = 10;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (ms: number) => new Date(ms).toISOString();

/** A factor in the user object (`GET /user`, token responses), as GoTrue serialises `models.Factor`. */
export function factorJson(factor: FakeFactor) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: 'totp',
    status: factor.status,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
    last_challenged_at: factor.lastChallengedAt === null ? null : iso(factor.lastChallengedAt),
  };
}

export const hasVerifiedFactor = (user: FakeMfaUser) => user.factors.some((factor) => factor.status === 'verified');

/**
 * GoTrue's MFA endpoints for TOTP factors (`internal/api/mfa.go`): enrol (`POST /factors`), challenge,
 * verify (raises the session to aal2, ends the user's other aal1 sessions, drops unverified factors),
 * unenroll (aal2 needed for a verified factor; the sessions it raised fall back to aal1). Codes are
 * checked as GoTrue does (SHA-1, 6 digits, 30 s, one step either side); like GoTrue, a challenge is
 * verified once, but a code is not remembered across challenges.
 */
export function fakeMfa({
  now,
  issuer,
  rateLimit,
  sessions,
}: {
  now: () => number;
  issuer: string;
  rateLimit: FakeMfaRateLimit;
  sessions: Map<string, FakeMfaSession>;
}) {
  const challenges = new Map<string, { factorId: string; createdAt: number; verifiedAt: number | null; ip: string }>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  const attempts = { verify: 0, verifyFailed: 0 };

  /** Tollbooth's token bucket: `burst` at once, refilled at `perMinute`. */
  function limited(key: string): boolean {
    const at = now();
    const bucket = buckets.get(key) ?? { tokens: rateLimit.burst, at };
    bucket.tokens = Math.min(rateLimit.burst, bucket.tokens + ((at - bucket.at) / 60_000) * rateLimit.perMinute);
    bucket.at = at;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return true;
    bucket.tokens -= 1;
    return false;
  }

  async function enroll(user: FakeMfaUser, session: FakeMfaSession, body: Record<string, unknown>, error: GoTrueError, answer: Answer) {
    if (body.factor_type !== 'totp') {
      if (body.factor_type === 'phone' || body.factor_type === 'webauthn')
        return error(
          422,
          `mfa_${body.factor_type}_enroll_not_enabled`,
          `MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
        );
      return error(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    user.factors = user.factors.filter((factor) => factor.status === 'verified' || now() - factor.createdAt < factorExpiryMs);
    if (user.factors.some((factor) => factor.friendlyName === friendlyName))
      return error(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    if (user.factors.length >= maxEnrolledFactors)
      return error(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    if (hasVerifiedFactor(user) && !session.mfa) return error(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const secret = new Secret({ size: 20 });
    const totp = new TOTP({
      issuer: typeof body.issuer === 'string' && body.issuer ? body.issuer : issuer,
      label: user.email,
      secret,
    });
    const uri = totp.toString();
    const factor: FakeFactor = {
      id: randomUUID(),
      friendlyName,
      status: 'unverified',
      secret: secret.base32,
      createdAt: now(),
      updatedAt: now(),
      lastChallengedAt: null,
    };
    user.factors.push(factor);
    const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
    return answer(200, { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: secret.base32, uri } });
  }

  function challenge(factor: FakeFactor, ip: string, error: GoTrueError, answer: Answer) {
    if (limited(`challenge ${ip}`)) return error(429, 'over_request_rate_limit', 'Request rate limit reached');
    const id = randomUUID();
    const createdAt = now();
    challenges.set(id, { factorId: factor.id, createdAt, verifiedAt: null, ip });
    factor.lastChallengedAt = createdAt;
    return answer(200, { id, type: 'totp', expires_at: Math.floor(createdAt / 1000) + challengeExpirySeconds });
  }

  /** Resolves the session's new state (aal2 through this factor) or answers the refusal; `issue` sends the token. */
  function verify(
    user: FakeMfaUser,
    sessionId: string,
    factor: FakeFactor,
    body: Record<string, unknown>,
    ip: string,
    error: GoTrueError,
    issue: () => void,
  ) {
    if (limited(`verify ${ip}`)) return error(429, 'over_request_rate_limit', 'Request rate limit reached');
    const code = typeof body.code === 'string' ? body.code : '';
    if (code === '') return error(400, 'validation_failed', 'Code needs to be non-empty');
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
    const found = challenges.get(challengeId);
    if (!found || found.factorId !== factor.id)
      return error(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (found.verifiedAt !== null || found.ip !== ip)
      return error(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (now() > found.createdAt + challengeExpirySeconds * 1000) {
      challenges.delete(challengeId);
      return error(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    attempts.verify += 1;
    const totp = new TOTP({ secret: Secret.fromBase32(factor.secret) });
    if (totp.validate({ token: code, timestamp: now(), window: 1 }) === null) {
      attempts.verifyFailed += 1;
      return error(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    found.verifiedAt = now();
    if (factor.status !== 'verified') {
      factor.status = 'verified';
      factor.updatedAt = now();
    }
    const session = sessions.get(sessionId);
    if (session) session.mfa = { factorId: factor.id, at: Math.floor(now() / 1000) };
    for (const [id, other] of sessions) if (id !== sessionId && other.userId === user.id && !other.mfa) sessions.delete(id);
    user.factors = user.factors.filter((f) => f.status === 'verified');
    return issue();
  }

  function unenroll(user: FakeMfaUser, session: FakeMfaSession, factor: FakeFactor, error: GoTrueError, answer: Answer) {
    if (factor.status === 'verified' && !session.mfa) return error(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    user.factors = user.factors.filter((f) => f.id !== factor.id);
    for (const other of sessions.values()) if (other.mfa?.factorId === factor.id) delete other.mfa;
    return answer(200, { id: factor.id });
  }

  return {
    /** How many codes reached the check, and how many of them it refused. */
    attempts,
    /**
     * `/factors…` for an authenticated user whose session exists; `issue` answers with the session's new
     * token after a verification.
     */
    async handle(
      req: IncomingMessage,
      path: string,
      context: { user: FakeMfaUser; session: FakeMfaSession; sessionId: string; body: Record<string, unknown> },
      respond: { answer: Answer; error: GoTrueError; issue: () => void },
    ) {
      const { user, session, sessionId, body } = context;
      const { answer, error, issue } = respond;
      const ip = req.socket.remoteAddress ?? '';
      if (req.method === 'POST' && path === '/factors') return enroll(user, session, body, error, answer);
      const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
      if (!match?.[1]) return error(404, 'not_found', 'Not found');
      if (!uuidPattern.test(match[1])) return error(404, 'validation_failed', 'factor_id must be an UUID');
      const factor = user.factors.find((f) => f.id === match[1]);
      if (!factor) return error(404, 'mfa_factor_not_found', 'Factor not found');
      if (req.method === 'POST' && match[2] === '/challenge') return challenge(factor, ip, error, answer);
      if (req.method === 'POST' && match[2] === '/verify') return verify(user, sessionId, factor, body, ip, error, issue);
      if (req.method === 'DELETE' && match[2] === undefined) return unenroll(user, session, factor, error, answer);
      return error(405, 'method_not_allowed', 'Method not allowed');
    },
  };
}
