import { sessionFreshnessMs, type AuthSession } from '@zk/data';
import type { MiddlewareHandler } from 'hono';
import type { SupabaseConfig } from '@zk/config';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

interface SupabaseUser {
  id?: unknown;
  email?: unknown;
  app_metadata?: { role?: unknown };
  /** Supabase Auth MFA factors (TOTP, WebAuthn); a `verified` one makes aal2 necessary. */
  factors?: Array<{ status?: unknown }> | null;
}

interface TokenClaims {
  amr?: Array<{ method?: unknown; timestamp?: unknown }>;
  aal?: unknown;
}

function claimsOf(token: string): TokenClaims {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' ? (claims as TokenClaims) : {};
  } catch {
    return {};
  }
}

function signInSeconds(claims: TokenClaims): number | null {
  try {
    // Password sign-ins only, as in the row-level-security rule: the product has no other way in.
    const stamps = (claims.amr ?? [])
      .filter((entry) => entry.method === 'password')
      .map((entry) => entry.timestamp)
      .filter((t): t is number => typeof t === 'number');
    return stamps.length > 0 ? Math.max(...stamps) : null;
  } catch {
    return null;
  }
}

/**
 * With `DATA_BACKEND=supabase` the operator signs in at Supabase, not here. This checks a Supabase
 * access token: Supabase Auth (`GET /auth/v1/user`) vouches for it, then the same rule as row-level
 * security applies: `app_metadata.role = 'operator'`, a password sign-in (`amr`) at most 5 minutes old, and
 * assurance level `aal2` once the account has a verified second factor.
 */
export function supabaseOperatorCheck(
  config: SupabaseConfig,
  options: { now: () => number; fetch?: typeof fetch },
): (token: string) => Promise<AuthSession | null> {
  const fetchImpl = options.fetch ?? fetch;
  return async (token) => {
    let res: Response;
    try {
      res = await fetchImpl(`${config.url}/auth/v1/user`, { headers: { apikey: config.anonKey, Authorization: `Bearer ${token}` } });
    } catch {
      return null;
    }
    if (!res.ok) return null;
    const user = (await res.json()) as SupabaseUser;
    if (user.app_metadata?.role !== 'operator' || typeof user.id !== 'string') return null;
    const claims = claimsOf(token);
    const hasFactor = Array.isArray(user.factors) && user.factors.some((factor) => factor?.status === 'verified');
    if (hasFactor && claims.aal !== 'aal2') return null;
    const signedIn = signInSeconds(claims);
    if (signedIn === null) return null;
    const lastLoginTime = signedIn * 1000;
    if (options.now() - lastLoginTime > sessionFreshnessMs) return null;
    return {
      user: { id: user.id, email: typeof user.email === 'string' ? user.email : '' },
      lastLoginTime,
      expiresAt: lastLoginTime + sessionFreshnessMs,
    };
  };
}

/** A Supabase bearer token when one is sent, else the embedded cookie session. */
export function bearerOrCookieOperator(
  cookieOperator: MiddlewareHandler<AppEnv>,
  check: (token: string) => Promise<AuthSession | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = /^Bearer (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) return cookieOperator(c, next);
    const session = await check(token);
    if (!session) return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
    c.set('session', session);
    return next();
  };
}
