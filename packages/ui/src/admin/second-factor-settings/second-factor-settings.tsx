import { ShieldCheck } from 'lucide-react';
import type { FormEvent, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';
import { CurrentPasswordField } from '../current-password-field/current-password-field';

/** The second factor's texts, in the operator's language, for every step: off, setting up, recovery codes, on. */
export interface SecondFactorSettingsLabels {
  /** The heading (h2), such as "Two-step sign-in". */
  title: string;
  /** What a second factor does, under the title. */
  lead: string;
  /** Shown while no factor is set up. */
  off: string;
  /** The current password field's label, asked before a start, new codes or a removal. */
  password: string;
  /** The button that begins the setup, such as "Set up an authenticator app". */
  start: string;
  /** How to add the account to the app: scan, or type the key. */
  scan: string;
  /** The QR code's text alternative. */
  qrAlt: string;
  /** The heading over the key to type instead of scanning, such as "Key". */
  secret: string;
  /** The first code's field label, such as "Code from the app". */
  code: string;
  /** The button that checks the first code and turns the factor on. */
  confirm: string;
  /** The heading over the recovery codes, shown once. */
  codesTitle: string;
  /** What the recovery codes are for, and that they are not shown again. */
  codesLead: string;
  /** The button that closes the codes, such as "I have saved them". */
  codesSaved: string;
  /** "Authenticator app" with the date it was added, such as "Authenticator app, added 28 Nov 2026". */
  added: string;
  /** How many recovery codes are left, such as "7 of 10 recovery codes left"; where the service keeps none, that it has none. */
  codesLeft: string;
  /** The button that replaces the recovery codes, such as "New recovery codes". */
  regenerate: string;
  /** The button that removes the factor. */
  remove: string;
  /** Button text while a step is sent, such as "Please wait...". */
  submitting: string;
}

/** Where the enrolment stands: none, waiting for the first code, showing the new recovery codes once, or set up. */
export type SecondFactorState =
  { step: 'off' } | { step: 'enrolling'; secret: string; qrSvg: string } | { step: 'codes'; codes: string[] } | { step: 'on' };

/** The settings' second factor (an authenticator app) and its recovery codes. */
export interface SecondFactorSettingsProps extends HTMLAttributes<HTMLElement> {
  /** Every text of the section in the operator's language, for all its steps. */
  labels: SecondFactorSettingsLabels;
  /** The step shown: `off`; `enrolling` with the new key and its QR code (SVG); `codes` with the recovery codes, once; `on`. */
  state: SecondFactorState;
  /** `submitting` while a step is sent: fields and buttons wait, the step's button shows its busy text. */
  status: 'idle' | 'submitting';
  /** The service keeps recovery codes (default): without them there is nothing to regenerate. */
  recoveryCodes?: boolean;
  /** A refusal of the whole step (a throttled server, a failure). */
  error?: string;
  /** A wrong current password, under its field. */
  passwordError?: string;
  /** A wrong first code, under its field. */
  codeError?: string;
  /** Begins the setup, with the current password. */
  onStart: (password: string) => void;
  /** Checks the app's first code; once it matches, the factor is on and the recovery codes follow. */
  onConfirm: (code: string) => void;
  /** The operator has saved the recovery codes: the section shows the factor as on. */
  onCodesSaved: () => void;
  /** Replaces the recovery codes, with the current password. */
  onRegenerate: (password: string) => void;
  /** Removes the factor, with the current password. */
  onRemove: (password: string) => void;
}

const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');

/** Settings' second factor: set up an authenticator app (QR code or key, then a first code), its recovery codes, remove. */
export function SecondFactorSettings({
  labels,
  state,
  status,
  recoveryCodes = true,
  error,
  passwordError,
  codeError,
  onStart,
  onConfirm,
  onCodesSaved,
  onRegenerate,
  onRemove,
  className,
  ...props
}: SecondFactorSettingsProps) {
  const busy = status === 'submitting';
  const submitLabel = (label: string) => (busy ? labels.submitting : label);
  const password = <CurrentPasswordField label={labels.password} disabled={busy} error={passwordError} />;
  const alert = error ? <FormAlert>{error}</FormAlert> : null;

  const submit = (run: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(event);
  };

  return (
    <section
      aria-labelledby="second-factor-title"
      data-state={state.step}
      className={cn('flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card', className)}
      {...props}
      data-slot="second-factor-settings"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-1 size-5 shrink-0 text-accent-strong" />
        <div>
          <h2 id="second-factor-title" className="text-xl font-semibold text-balance text-foreground">
            {labels.title}
          </h2>
          <p className="mt-1 text-muted">{labels.lead}</p>
        </div>
      </div>

      {state.step === 'off' ? (
        <form onSubmit={submit((event) => onStart(field(event, 'password')))} className="flex flex-col gap-4">
          <p className="text-muted">{labels.off}</p>
          {password}
          {alert}
          <Button type="submit" disabled={busy} className="self-start">
            {submitLabel(labels.start)}
          </Button>
        </form>
      ) : null}

      {state.step === 'enrolling' ? (
        <form onSubmit={submit((event) => onConfirm(field(event, 'code')))} className="flex flex-col gap-4">
          <p className="text-muted">{labels.scan}</p>
          <div
            role="img"
            aria-label={labels.qrAlt}
            className="size-48 self-start rounded-lg bg-white p-2 [&_svg]:size-full"
            dangerouslySetInnerHTML={{ __html: state.qrSvg }}
          />
          <div>
            <p className="text-sm font-semibold text-foreground">{labels.secret}</p>
            <code data-testid="totp-secret" className="font-mono break-all text-foreground select-all">
              {state.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </div>
          <TextField
            label={labels.code}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            disabled={busy}
            error={codeError}
          />
          {alert}
          <Button type="submit" disabled={busy} className="self-start">
            {submitLabel(labels.confirm)}
          </Button>
        </form>
      ) : null}

      {state.step === 'codes' ? (
        <div className="flex flex-col gap-4">
          <h3 className="font-semibold text-foreground">{labels.codesTitle}</h3>
          <p className="text-muted">{labels.codesLead}</p>
          <ol data-testid="recovery-codes" className="grid grid-cols-1 gap-2 font-mono text-foreground sm:grid-cols-2">
            {state.codes.map((code) => (
              <li key={code} className="rounded-md border border-border px-3 py-1.5 select-all">
                {code}
              </li>
            ))}
          </ol>
          <Button type="button" onClick={onCodesSaved} className="self-start">
            {labels.codesSaved}
          </Button>
        </div>
      ) : null}

      {state.step === 'on' ? (
        <form
          onSubmit={submit((event) => {
            const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
            (intent === 'remove' ? onRemove : onRegenerate)(field(event, 'password'));
          })}
          className="flex flex-col gap-4"
        >
          <p className="font-medium text-foreground">{labels.added}</p>
          <p className="text-muted">{labels.codesLeft}</p>
          {password}
          {alert}
          <div className="flex flex-wrap gap-3">
            {recoveryCodes ? (
              <Button type="submit" name="intent" value="regenerate" variant="secondary" disabled={busy}>
                {submitLabel(labels.regenerate)}
              </Button>
            ) : null}
            <Button type="submit" name="intent" value="remove" variant="secondary" disabled={busy}>
              {labels.remove}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
