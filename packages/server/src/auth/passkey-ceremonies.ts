import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { SecurityLog } from '../audit/security-log.ts';

/** One passkey of an operator, as kept: the credential id (base64url), its COSE public key and signature counter. */
export interface StoredPasskey {
  id: string;
  operatorId: string;
  name: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: AuthenticatorTransport[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** Where the passkeys live (the engine's store in the server, a map in tests). */
export interface PasskeyCredentials {
  byId(id: string): Promise<StoredPasskey | null>;
  forOperator(operatorId: string): Promise<StoredPasskey[]>;
  add(passkey: StoredPasskey): Promise<void>;
  /** Records a sign-in: the authenticator's new counter and when. */
  used(id: string, counter: number, at: number): Promise<void>;
}

type Purpose = 'register' | 'authenticate';

export interface IssuedChallenge {
  purpose: Purpose;
  /** The account the ceremony is for; null for a sign-in without the password (discoverable credential). */
  operatorId: string | null;
  expiresAt: number;
}

/** Challenges handed out and not yet answered: each is taken once, and only before it expires. */
export interface ChallengeBook {
  issue(challenge: string, entry: IssuedChallenge): Promise<void>;
  /** The challenge's entry, once: it is gone after (also for another server); null when unknown or expired. */
  take(challenge: string): Promise<IssuedChallenge | null>;
}

export type PasskeyRefusal = 'unknown_challenge' | 'wrong_account' | 'unknown_passkey' | 'duplicate_passkey' | 'not_verified';

export type RegistrationResult = { ok: true; passkey: StoredPasskey } | { ok: false; reason: PasskeyRefusal };
export type AuthenticationResult = { ok: true; operatorId: string; passkeyId: string } | { ok: false; reason: PasskeyRefusal };

export interface PasskeyCeremonies {
  registrationOptions(operator: { id: string; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON>;
  finishRegistration(operatorId: string, response: RegistrationResponseJSON, name: string): Promise<RegistrationResult>;
  /** Options for a sign-in: for the pending account (second factor), or for any passkey the browser offers (`null`). */
  authenticationOptions(operatorId: string | null): Promise<PublicKeyCredentialRequestOptionsJSON>;
  finishAuthentication(response: AuthenticationResponseJSON, operatorId: string | null, ip?: string): Promise<AuthenticationResult>;
}

/** The ceremonies with the account's passkeys listed and removable, as Settings uses them. */
export interface PasskeySettings extends PasskeyCeremonies {
  list(operatorId: string): Promise<StoredPasskey[]>;
  remove(operatorId: string, id: string): Promise<boolean>;
  has(operatorId: string): Promise<boolean>;
}

export const challengeLifetimeMs = 5 * 60_000;

/** The relying party a site address stands for: its host name as the RP id, its origin as the only accepted origin. */
export function relyingParty(siteUrl: string): { rpId: string; origin: string } {
  const url = new URL(siteUrl);
  return { rpId: url.hostname, origin: url.origin };
}

const transports: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'] satisfies AuthenticatorTransport[];
const isTransport = (value: string): value is AuthenticatorTransport => transports.includes(value);

function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkey registration and sign-in (WebAuthn, `@simplewebauthn/server`). The relying party is `SITE_URL`'s host;
 * only its origin is accepted. Each challenge is issued for one ceremony and one account, taken on its first answer
 * and void after {@link challengeLifetimeMs}. The library refuses a signature counter that did not move forward.
 * Every ceremony's end is recorded in the security log.
 */
export function passkeyCeremonies({
  credentials,
  challenges,
  siteUrl,
  rpName,
  log,
  now,
}: {
  credentials: PasskeyCredentials;
  challenges: ChallengeBook;
  siteUrl: string;
  rpName: string;
  log: SecurityLog;
  now: () => number;
}): PasskeyCeremonies {
  const { rpId, origin } = relyingParty(siteUrl);

  async function takeChallenge(clientDataJSON: string, purpose: Purpose, operatorId: string | null): Promise<string | null> {
    const challenge = challengeOf(clientDataJSON);
    if (challenge === null) return null;
    const entry = await challenges.take(challenge);
    if (!entry || entry.purpose !== purpose || entry.operatorId !== operatorId) return null;
    return challenge;
  }

  return {
    async registrationOptions(operator) {
      const existing = await credentials.forOperator(operator.id);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: operator.email,
        userID: new TextEncoder().encode(operator.id),
        attestationType: 'none',
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        timeout: challengeLifetimeMs,
      });
      await challenges.issue(options.challenge, { purpose: 'register', operatorId: operator.id, expiresAt: now() + challengeLifetimeMs });
      return options;
    },

    async finishRegistration(operatorId, response, name) {
      const refuse = (reason: PasskeyRefusal): RegistrationResult => {
        log.record('passkey_failed', { outcome: 'failure', operator: operatorId, reason: `register_${reason}` });
        return { ok: false, reason };
      };
      const challenge = await takeChallenge(response.response.clientDataJSON, 'register', operatorId);
      if (challenge === null) return refuse('unknown_challenge');
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch {
        return refuse('not_verified');
      }
      if (!verified.verified) return refuse('not_verified');
      const { credential } = verified.registrationInfo;
      if (await credentials.byId(credential.id)) return refuse('duplicate_passkey');
      const passkey: StoredPasskey = {
        id: credential.id,
        operatorId,
        name,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: (credential.transports ?? []).filter(isTransport),
        createdAt: now(),
        lastUsedAt: null,
      };
      await credentials.add(passkey);
      log.record('passkey_added', { outcome: 'success', operator: operatorId });
      return { ok: true, passkey };
    },

    async authenticationOptions(operatorId) {
      const allowed = operatorId === null ? [] : await credentials.forOperator(operatorId);
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        allowCredentials: allowed.map(({ id, transports }) => ({ id, transports })),
        userVerification: operatorId === null ? 'required' : 'preferred',
        timeout: challengeLifetimeMs,
      });
      await challenges.issue(options.challenge, { purpose: 'authenticate', operatorId, expiresAt: now() + challengeLifetimeMs });
      return options;
    },

    async finishAuthentication(response, operatorId, ip) {
      const refuse = (reason: PasskeyRefusal, operator = operatorId ?? undefined): AuthenticationResult => {
        log.record('passkey_failed', { outcome: 'failure', ip, operator, reason: `sign_in_${reason}` });
        return { ok: false, reason };
      };
      const challenge = await takeChallenge(response.response.clientDataJSON, 'authenticate', operatorId);
      if (challenge === null) return refuse('unknown_challenge');
      const passkey = await credentials.byId(response.id);
      if (!passkey) return refuse('unknown_passkey');
      if (operatorId !== null && passkey.operatorId !== operatorId) return refuse('wrong_account');
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: operatorId === null,
        });
      } catch {
        return refuse('not_verified', passkey.operatorId);
      }
      if (!verified.verified) return refuse('not_verified', passkey.operatorId);
      await credentials.used(passkey.id, verified.authenticationInfo.newCounter, now());
      log.record('passkey_used', {
        outcome: 'success',
        ip,
        operator: passkey.operatorId,
        reason: operatorId === null ? 'passwordless' : 'second_factor',
      });
      return { ok: true, operatorId: passkey.operatorId, passkeyId: passkey.id };
    },
  };
}
