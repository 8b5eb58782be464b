import { Fingerprint } from 'lucide-react';
import { Button } from '../../primitives/button';

export interface PasskeyOptionLabels {
  /** The button, such as "Sign in with a passkey". */
  use: string;
  /** Shown instead of the button where scripts do not run: passkeys need them. */
  noScript: string;
}

export interface PasskeyOptionProps {
  labels: PasskeyOptionLabels;
  disabled: boolean;
  onUse: () => void;
}

/** A sign-in with a passkey: a button where scripts run; without them, a note that passkeys need scripts. */
export function PasskeyOption({ labels, disabled, onUse }: PasskeyOptionProps) {
  return (
    <div data-slot="passkey-option" className="mt-4">
      <Button type="button" variant="secondary" size="lg" wrap onClick={onUse} disabled={disabled} className="w-full noscript:hidden">
        <Fingerprint aria-hidden />
        {labels.use}
      </Button>
      <p className="hidden text-center text-sm text-subtle noscript:block">{labels.noScript}</p>
    </div>
  );
}
