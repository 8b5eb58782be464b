import type { SupabaseClient } from '@supabase/supabase-js';
import type { SecondFactorStatus, SecondFactorsPort, TotpEnrolment } from '../../domain/auth.ts';
import { DataError } from '../../domain/errors.ts';
import { fromMfaError } from './supabase-mfa-errors.ts';

/** Checks the signed-in account's current password without touching this browser's session; rejects with `wrong_password`. */
export type PasswordCheck = (email: string, password: string) => Promise<void>;

/** GoTrue refuses two factors of one name; an unfinished enrolment of this name is removed before a new one. */
const factorName = 'Authenticator app';

const unauthorized = () => new DataError('unauthorized', 'Sign in again to continue', 401);

/**
 * Settings' second factor on Supabase Auth MFA: TOTP factors (`mfa.enroll`, `challengeAndVerify`,
 * `unenroll`), the current password checked first. Supabase Auth keeps no recovery codes: the status
 * says so (`recoveryCodes: false`) and confirming gives none.
 */
export function supabaseSecondFactors(client: SupabaseClient, checkPassword: PasswordCheck, required: boolean): SecondFactorsPort {
  let pending: string | null = null;

  async function signedInEmail(): Promise<string> {
    const { data } = await client.auth.getSession();
    if (!data.session) throw unauthorized();
    return data.session.user.email ?? '';
  }

  async function totpFactors() {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error) throw fromMfaError(error, 'wrong_code');
    const all = data.all.filter((factor) => factor.factor_type === 'totp');
    return { verified: all.filter((factor) => factor.status === 'verified'), unverified: all.filter((factor) => factor.status !== 'verified') };
  }

  async function unenroll(factorId: string) {
    const { error } = await client.auth.mfa.unenroll({ factorId });
    if (error) throw fromMfaError(error, 'wrong_code');
  }

  return {
    async status(): Promise<SecondFactorStatus> {
      const { verified } = await totpFactors();
      return {
        factors: verified.map((factor) => ({ id: factor.id, kind: 'totp', createdAt: Date.parse(factor.created_at) })),
        recoveryCodesLeft: 0,
        recoveryCodes: false,
        ...(required && verified.length === 0 ? { required: true } : {}),
      };
    },
    async beginTotp(password): Promise<TotpEnrolment> {
      await checkPassword(await signedInEmail(), password);
      const { verified, unverified } = await totpFactors();
      if (verified.length > 0) throw new DataError('factor_exists', 'An authenticator app is already set up', 409);
      for (const factor of unverified) await unenroll(factor.id);
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: factorName });
      if (error) throw fromMfaError(error, 'wrong_code');
      pending = data.id;
      // Drawn here from the URI, as the embedded server draws its own: no markup from the service enters the page.
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(data.totp.uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret: data.totp.secret, uri: data.totp.uri, qrSvg };
    },
    async confirmTotp(code) {
      if (pending === null) throw new DataError('no_factor', 'Start the set-up again', 409);
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: pending, code: code.trim() });
      if (error) throw fromMfaError(error, 'wrong_code');
      pending = null;
      return [];
    },
    regenerateRecoveryCodes() {
      return Promise.reject(new DataError('not_found', 'Supabase Auth keeps no recovery codes', 404));
    },
    async remove(password) {
      await checkPassword(await signedInEmail(), password);
      const { verified } = await totpFactors();
      if (verified.length === 0) throw new DataError('no_factor', 'No authenticator app is set up', 409);
      for (const factor of verified) await unenroll(factor.id);
      // The token still says aal2 and lists the factor: take the one GoTrue now issues (aal1, no factors).
      const { error } = await client.auth.refreshSession();
      if (error) console.error('Refreshing the session after removing the factor failed', error);
    },
  };
}
