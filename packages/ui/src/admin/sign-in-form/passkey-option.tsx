import { Fingerprint } from 'lucide-react';
import { Button } from '../../primitives/button';

/** The passkey option's texts, in the operator's language. */
export interface PasskeyOptionLabels {
  /** The button, such as "Sign in with a passkey". */
  use: string;
  /** Shown instead of the button where scripts do not run: passkeys need them. */
  noScript: string;
}

/** A passkey sign-in offered under a sign-in step's form. */
export interface PasskeyOptionProps {
  /** The button and the note shown without scripts. */
  labels: PasskeyOptionLabels;
  /** While the step submits: the button waits. */
  disabled: boolean;
  /** Starts the passkey sign-in (the browser's prompt). */
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
