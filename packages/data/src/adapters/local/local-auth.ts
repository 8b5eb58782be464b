import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type {
  AuthEvent,
  AuthSession,
  ChangePasswordInput,
  PasskeySummary,
  SecondFactorStatus,
  SignInInput,
  TotpEnrolment,
} from '../../domain/auth.ts';
import { DataError } from '../../domain/errors.ts';
import { SecondStepRequired } from '../../domain/second-step.ts';
import type { AuthPort } from '../../ports.ts';
import type { HttpClient } from './http-client.ts';
import { browserPasskeyCeremony, type PasskeyCeremony } from './passkey-ceremony.ts';

type Listener = (event: AuthEvent, session: AuthSession | null) => void;

export interface LocalAuth extends AuthPort {
  /** Emits SIGNED_OUT after the server refused a stale or missing session. */
  sessionLost(): void;
}

/** Auth port on the project server: cookie session, events emitted locally on sign-in and sign-out. */
export function localAuth(http: HttpClient, ceremony: PasskeyCeremony = browserPasskeyCeremony()): LocalAuth {
  const listeners = new Set<Listener>();
  let signedIn = false;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  function emit(event: AuthEvent, session: AuthSession | null) {
    signedIn = session !== null;
    clearTimeout(expiryTimer);
    // The server ends the session at expiresAt; say so without waiting for the next refused request.
    if (session) expiryTimer = setTimeout(() => emit('SIGNED_OUT', null), Math.max(0, session.expiresAt - Date.now()));
    for (const listener of listeners) listener(event, session);
  }

  async function getSession(): Promise<AuthSession | null> {
    const { session } = await http.request<{ session: AuthSession | null }>('GET', '/api/auth/session');
    return session;
  }

  return {
    getSession,
    async signIn(input: SignInInput) {
      const { session, passkey } = await http.request<{ session: AuthSession | null; codeRequired?: true; passkey?: true }>(
        'POST',
        '/api/auth/sign-in',
        input,
      );
      if (!session) throw new SecondStepRequired(passkey === true);
      emit('SIGNED_IN', session);
      return session;
    },
    async signInWithCode(input) {
      const { session } = await http.request<{ session: AuthSession }>('POST', '/api/auth/sign-in/code', input);
      emit('SIGNED_IN', session);
      return session;
    },
    async signInWithPasskey(mode) {
      const path = mode === 'second-step' ? '/api/auth/sign-in/passkey' : '/api/auth/sign-in/passwordless';
      const { options } = await http.request<{ options: PublicKeyCredentialRequestOptionsJSON }>('POST', `${path}/options`, {});
      const response = await ceremony.use(options, mode === 'autofill');
      const { session } = await http.request<{ session: AuthSession }>('POST', path, { response });
      emit('SIGNED_IN', session);
      return session;
    },
    cancelPasskey: () => ceremony.cancel(),
    passkeySupport: () => ceremony.support(),
    passkeys: {
      list: async () => (await http.request<{ passkeys: PasskeySummary[] }>('GET', '/api/auth/factors/passkeys')).passkeys,
      async add({ password, name }) {
        const { options } = await http.request<{ options: PublicKeyCredentialCreationOptionsJSON }>(
          'POST',
          '/api/auth/factors/passkeys/options',
          { password },
        );
        const response = await ceremony.create(options);
        return (await http.request<{ passkey: PasskeySummary }>('POST', '/api/auth/factors/passkeys', { name, response })).passkey;
      },
      remove: async ({ id, password }) =>
        void (await http.request('POST', `/api/auth/factors/passkeys/${encodeURIComponent(id)}/remove`, { password })),
    },
    secondFactors: {
      status: () => http.request<SecondFactorStatus>('GET', '/api/auth/factors'),
      beginTotp: (password) => http.request<TotpEnrolment>('POST', '/api/auth/factors/totp', { password }),
      confirmTotp: async (code) =>
        (await http.request<{ recoveryCodes: string[] }>('POST', '/api/auth/factors/totp/confirm', { code })).recoveryCodes,
      regenerateRecoveryCodes: async (password) =>
        (await http.request<{ recoveryCodes: string[] }>('POST', '/api/auth/factors/recovery-codes', { password })).recoveryCodes,
      remove: async (password) => void (await http.request('POST', '/api/auth/factors/remove', { password })),
    },
    async changePassword(input: ChangePasswordInput) {
      const { session } = await http.request<{ session: AuthSession }>('POST', '/api/auth/password', input);
      emit('SIGNED_IN', session);
      return session;
    },
    async signOut() {
      try {
        await http.request('POST', '/api/auth/sign-out', {});
      } catch (error) {
        // SPEC section 8: sign-out ignores 401, 403 and 404.
        if (!(error instanceof DataError && [401, 403, 404].includes(error.status))) throw error;
      }
      emit('SIGNED_OUT', null);
    },
    onAuthStateChange(callback) {
      listeners.add(callback);
      let active = true;
      getSession().then(
        (session) => {
          if (!active) return;
          signedIn = session !== null;
          callback('INITIAL_SESSION', session);
        },
        () => active && callback('INITIAL_SESSION', null),
      );
      return () => {
        active = false;
        listeners.delete(callback);
      };
    },
    sessionLost() {
      if (signedIn) emit('SIGNED_OUT', null);
    },
  };
}
