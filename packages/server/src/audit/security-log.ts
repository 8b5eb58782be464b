import { createHash } from 'node:crypto';
import { slidingWindowLimiter } from '../http/rate-limiter.ts';

/** The security events the server records (ASVS 16.3.1, 16.3.2). */
export type SecurityEventName =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_out'
  | 'session_replaced'
  | 'password_changed'
  | 'password_change_failed'
  | 'operator_request_refused'
  /** A device cookie presented with a sign-in was not trusted (`reason`: `forged`, `replayed` or `distrusted`). */
  | 'device_cookie_rejected'
  /** A second factor was enrolled, removed (`reason`: `settings`, or `reset` by `npm run admin -- reset-mfa`), or its recovery codes replaced. */
  | 'second_factor_added'
  | 'second_factor_removed'
  | 'recovery_codes_regenerated'
  /** The code step of a sign-in: a wrong, reused or expired code (`sign_in_failed` too), or one a step off the server's clock (`reason`: the steps). */
  | 'second_factor_failed'
  | 'second_factor_clock_skew'
  /** A passkey was registered, or signed in (`reason`: `second_factor` or `passwordless`). */
  | 'passkey_added'
  | 'passkey_used'
  /** A passkey ceremony was refused (`reason`: the ceremony and why, e.g. `sign_in_not_verified` for a wrong origin, RP id or counter). */
  | 'passkey_failed'
  /** A recovery code signed in (`count`: how many are left). */
  | 'recovery_code_used'
  /** The current password asked again for a change to the account's factors was wrong, or the check was refused. */
  | 'reauthentication_failed'
  /** Leads deleted by an operator (one, or every lead of an address) or by the retention purge. */
  | 'leads_erased'
  /** A scrub of erased data that had to wait for another reader of the database file has finished. */
  | 'leads_scrubbed'
  /** An operator ended every other session of the account ("sign out all other sessions"); `count` of them. */
  | 'sessions_revoked'
  /** An operator downloaded the leads as CSV; `count` of them. */
  | 'leads_exported'
  /** An operator sent a launch announcement; `count` recipients. */
  | 'announcement_sent'
  /** The server started with a configuration worth a look (`message` says what). */
  | 'configuration_warning';

export interface SecurityEventFields {
  /** Client address. */
  ip?: string;
  /** The account's e-mail address: only its hash is written. */
  email?: string;
  outcome: 'success' | 'failure' | 'refused';
  /** Request path, for refused requests. */
  path?: string;
  /** The operator's account id (never a lead's data). */
  operator?: string;
  /** How many rows an erasure removed. */
  count?: number;
  /** What erased them: one lead, every lead of an address, or the retention purge. */
  scope?: 'lead' | 'email' | 'retention' | 'unconfirmed';
  /** Why a password change was refused (`wrong_password`, `unchanged`, `weak_password`). */
  reason?: string;
  /** Deletions of the erased leads' copies elsewhere (Airtable records) queued by an erasure. */
  queuedDeletes?: number;
  /** The erased rows' old pages are still in the WAL or the file (another reader); `leads_scrubbed` follows. */
  scrubPending?: boolean;
  /** A short browser/OS summary of the client's User-Agent (`deviceSummary`). */
  device?: string;
  /** Which configuration warning (`ConfigurationWarning['code']`): the activity page says it in the operator's language. */
  warning?: string;
  /** What a configuration warning says, in English for the log (never a secret). */
  message?: string;
}

export interface SecurityLog {
  record(event: SecurityEventName, fields: SecurityEventFields): void;
}

/** One security event as written: no password, token or e-mail address in it. */
export interface SecurityEntry {
  type: 'security';
  time: string;
  event: SecurityEventName;
  outcome: SecurityEventFields['outcome'];
  ip?: string;
  emailHash?: string;
  path?: string;
  operator?: string;
  count?: number;
  scope?: SecurityEventFields['scope'];
  reason?: string;
  queuedDeletes?: number;
  scrubPending?: boolean;
  device?: string;
  warning?: string;
  message?: string;
}

/** Writes each entry as one JSON line (the CLI's stderr, tests); the server writes them to its log (`src/ops/logger.ts`). */
export const jsonLines =
  (write: (line: string) => void) =>
  (entry: SecurityEntry): void =>
    write(JSON.stringify(entry));

/** A stable pseudonym of an e-mail address: the first 16 hex digits of the SHA-256 of its lower-cased form. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * Records security events (`{"type":"security","time":…,"event":…,"ip":…,"emailHash":…,"outcome":…}`)
 * so an operator can ship them to a log store. Never a password or a token. Refused operator requests
 * are sampled: at most one line per client address per minute.
 */
export function securityLog(write: (entry: SecurityEntry) => void, now: () => number): SecurityLog {
  const refusals = slidingWindowLimiter(1, 60_000, now);
  return {
    record(event, { ip, email, outcome, path, operator, count, scope, reason, queuedDeletes, scrubPending, device, warning, message }) {
      if (event === 'operator_request_refused' && !refusals.hit(ip ?? 'unknown').allowed) return;
      const entry: SecurityEntry = {
        type: 'security',
        time: new Date(now()).toISOString(),
        event,
        outcome,
        ...(ip === undefined ? {} : { ip }),
        ...(email === undefined ? {} : { emailHash: emailHash(email) }),
        ...(path === undefined ? {} : { path }),
        ...(operator === undefined ? {} : { operator }),
        ...(count === undefined ? {} : { count }),
        ...(scope === undefined ? {} : { scope }),
        ...(reason === undefined ? {} : { reason }),
        ...(queuedDeletes === undefined ? {} : { queuedDeletes }),
        ...(scrubPending === undefined ? {} : { scrubPending }),
        ...(device === undefined ? {} : { device }),
        ...(warning === undefined ? {} : { warning }),
        ...(message === undefined ? {} : { message }),
      };
      write(entry);
    },
  };
}
