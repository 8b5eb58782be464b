import type { Session } from '@supabase/supabase-js';
import { sessionFreshnessMs, type AuthSession } from '../../domain/auth.ts';
import type { Countdown } from '../../domain/countdown.ts';

/** A `public.countdowns` row as PostgREST and Realtime send it (timestamps as `…+00:00`). */
export interface CountdownRow {
  id: string;
  title: string;
  target_date: string;
  is_active: boolean;
  created_at?: string;
}

export const countdownsTable = 'countdowns';
/** One-row table every countdowns statement bumps; visitors listen to it (see the migration). */
export const countdownsVersionTable = 'countdowns_version';

/** The app_metadata role that marks the operator (set with the service key, never by the user). */
export const operatorRole = 'operator';

export function toCountdown(row: CountdownRow): Countdown {
  return { id: row.id, title: row.title, target_date: new Date(row.target_date).toISOString(), is_active: row.is_active };
}

interface AccessTokenClaims {
  aal?: string;
  amr?: Array<{ method?: string; timestamp?: number }>;
}

function decodeClaims(accessToken: string): AccessTokenClaims {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    return JSON.parse(json) as AccessTokenClaims;
  } catch {
    return {};
  }
}

/**
 * When the user signed in, in ms: the latest password `amr` timestamp of the access token (a code
 * step later does not restart the clock), which a token refresh keeps (row-level security reads the
 * same claim), else the latest `amr` timestamp, else the user's `last_sign_in_at`.
 */
export function signInTime(session: Session): number {
  const amr = decodeClaims(session.access_token).amr ?? [];
  const password = amr.filter((entry) => entry.method === 'password');
  const stamps = (password.length > 0 ? password : amr).map((entry) => entry.timestamp).filter((t): t is number => typeof t === 'number');
  if (stamps.length > 0) return Math.max(...stamps) * 1000;
  const last = session.user.last_sign_in_at ? Date.parse(session.user.last_sign_in_at) : NaN;
  return Number.isNaN(last) ? 0 : last;
}

/**
 * The account has a verified second factor and this session has not used it (`aal1`): row-level
 * security treats it as a visitor; the sign-in waits for the code (Supabase Auth's assurance levels).
 */
export function awaitsSecondFactor(session: Session): boolean {
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && decodeClaims(session.access_token).aal !== 'aal2';
}

export function isOperator(session: Session): boolean {
  return (session.user.app_metadata as { role?: unknown } | undefined)?.role === operatorRole;
}

/** The domain session; vendor fields stay here. Operator operations end 5 minutes after sign-in. */
export function toAuthSession(session: Session): AuthSession {
  const lastLoginTime = signInTime(session);
  return { user: { id: session.user.id, email: session.user.email ?? '' }, lastLoginTime, expiresAt: lastLoginTime + sessionFreshnessMs };
}
