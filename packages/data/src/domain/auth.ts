import { z } from 'zod';

/** SPEC section 9: protected operations require a sign-in no older than this. */
export const sessionFreshnessMs = 300_000;

export interface Operator {
  id: string;
  email: string;
}

export interface AuthSession {
  user: Operator;
  /** Sign-in time, milliseconds since the epoch. */
  lastLoginTime: number;
  /** When the server stops accepting the session, milliseconds since the epoch. */
  expiresAt: number;
  /** The account still has its generated first-start password: nothing else is allowed until it is changed. */
  passwordChangeRequired?: boolean;
  /** Second factors are required (`OPERATOR_MFA=required`) and the account has none: nothing else is allowed until one is added. */
  secondFactorRequired?: boolean;
}

/** The operator's second factors as Settings shows them (never a secret). */
export interface SecondFactorStatus {
  factors: Array<{ id: string; kind: 'totp'; createdAt: number }>;
  recoveryCodesLeft: number;
  /** `OPERATOR_MFA=required` and none yet: nothing but enrolment is allowed. */
  required?: boolean;
  /** The service keeps no recovery codes (Supabase Auth): confirming gives none and the screen says so. */
  recoveryCodes?: false;
}

/** A pending TOTP enrolment: the secret to type in, its `otpauth://` URI and that URI's QR code as SVG. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** The operator's second factors: the embedded server's (`/api/auth/factors`) or Supabase Auth's TOTP factors. */
export interface SecondFactorsPort {
  status(): Promise<SecondFactorStatus>;
  beginTotp(password: string): Promise<TotpEnrolment>;
  /** The first code confirms the enrolment: the ten recovery codes, shown once (none where `recoveryCodes: false`). */
  confirmTotp(code: string): Promise<string[]>;
  regenerateRecoveryCodes(password: string): Promise<string[]>;
  remove(password: string): Promise<void>;
}

/** One passkey of the operator, as Settings lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** The operator's passkeys on the embedded server; the browser's WebAuthn ceremony runs inside `add`. */
export interface PasskeysPort {
  list(): Promise<PasskeySummary[]>;
  /** Checks the current password, lets the browser make a passkey, and keeps it under `name`. */
  add(input: { password: string; name: string }): Promise<PasskeySummary>;
  remove(input: { id: string; password: string }): Promise<void>;
}

/** How a passkey sign-in starts: the second step after the password, on its own, or from the browser's autofill. */
export type PasskeySignInMode = 'second-step' | 'passwordless' | 'autofill';

/** What this browser offers: passkeys at all, and passkeys in the e-mail field's autofill. */
export interface PasskeySupport {
  passkeys: boolean;
  autofill: boolean;
}

/** Auth events of SPEC section 4 that the password-only product emits. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT';

export const signInSchema = z.object({
  email: z.string('required').trim().min(1, 'required').max(254, 'too_long'),
  password: z.string('required').min(1, 'required').max(1024, 'too_long'),
});

export type SignInInput = z.input<typeof signInSchema>;

/** Shortest password the server accepts (it also refuses the most common ones). */
export const minPasswordLength = 12;

export const changePasswordSchema = z.object({
  currentPassword: z.string('required').min(1, 'required').max(1024, 'too_long'),
  // Length and commonness are the server's password policy (its answer: `weak_password`).
  newPassword: z.string('required').min(1, 'required').max(1024, 'too_long'),
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The one message for every failed sign-in, whatever the reason. */
export const signInFailedMessage = 'Invalid email or password';
