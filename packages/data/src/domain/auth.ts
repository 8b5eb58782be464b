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
}

/** Auth events of SPEC section 4 that the password-only product emits. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT';

export const signInSchema = z.object({
  email: z.string('required').trim().min(1, 'required').max(254, 'too_long'),
  password: z.string('required').min(1, 'required').max(1024, 'too_long'),
});

export type SignInInput = z.input<typeof signInSchema>;

/** The one message for every failed sign-in, whatever the reason. */
export const signInFailedMessage = 'Invalid email or password';
