import { DataError } from './errors.ts';

/** The password was right and the account asks for its second step; `passkey`: a passkey can be used there. */
export class SecondStepRequired extends DataError {
  readonly passkey: boolean;

  constructor(passkey: boolean) {
    super('code_required', 'Enter the code from your authenticator app', 200);
    this.passkey = passkey;
  }
}
