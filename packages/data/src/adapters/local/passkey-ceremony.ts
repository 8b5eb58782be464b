import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeySupport } from '../../domain/auth.ts';
import { DataError } from '../../domain/errors.ts';

/** The browser's half of the WebAuthn ceremonies, loaded only when a passkey is first asked for. */
export interface PasskeyCeremony {
  support(): Promise<PasskeySupport>;
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  use(options: PublicKeyCredentialRequestOptionsJSON, autofill: boolean): Promise<AuthenticationResponseJSON>;
  cancel(): void;
}

const library = () => import('@simplewebauthn/browser');

/** A ceremony the operator cancelled, let time out, or the browser refused becomes `passkey_cancelled`. */
function ceremonyError(error: unknown): DataError {
  const name = error instanceof Error ? error.name : '';
  return new DataError('passkey_cancelled', name === 'AbortError' ? 'The passkey prompt was closed' : 'The passkey was not used');
}

/** `@simplewebauthn/browser`, in its own chunk: pages that never ask for a passkey never load it. */
export function browserPasskeyCeremony(): PasskeyCeremony {
  return {
    async support() {
      const { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } = await library();
      const passkeys = browserSupportsWebAuthn();
      return { passkeys, autofill: passkeys && (await browserSupportsWebAuthnAutofill()) };
    },
    async create(optionsJSON) {
      const { startRegistration } = await library();
      return startRegistration({ optionsJSON }).catch((error: unknown) => Promise.reject(ceremonyError(error)));
    },
    async use(optionsJSON, autofill) {
      const { startAuthentication } = await library();
      return startAuthentication({ optionsJSON, useBrowserAutofill: autofill }).catch((error: unknown) =>
        Promise.reject(ceremonyError(error)),
      );
    },
    cancel() {
      void library().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    },
  };
}
