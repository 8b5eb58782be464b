import { ShieldCheck } from 'lucide-react';
import type { FormEvent, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';

export interface SecondFactorSettingsLabels {
  title: string;
  lead: string;
  /** Shown while no factor is set up. */
  off: string;
  password: string;
  start: string;
  /** How to add the account to the app: scan, or type the key. */
  scan: string;
  /** The QR code's text alternative. */
  qrAlt: string;
  secret: string;
  code: string;
  confirm: string;
  codesTitle: string;
  codesLead: string;
  codesSaved: string;
  /** "Authenticator app" with the date it was added, such as "Authenticator app, added 28 Nov 2026". */
  added: string;
  /** How many recovery codes are left, such as "7 of 10 recovery codes left"; where the service keeps none, that it has none. */
  codesLeft: string;
  regenerate: string;
  remove: string;
  submitting: string;
}

/** Where the enrolment stands: none, waiting for the first code, showing the new recovery codes once, or set up. */
export type SecondFactorState =
  { step: 'off' } | { step: 'enrolling'; secret: string; qrSvg: string } | { step: 'codes'; codes: string[] } | { step: 'on' };

export interface SecondFactorSettingsProps extends HTMLAttributes<HTMLElement> {
  labels: SecondFactorSettingsLabels;
  state: SecondFactorState;
  status: 'idle' | 'submitting';
  /** The service keeps recovery codes (default): without them there is nothing to regenerate. */
  recoveryCodes?: boolean;
  /** A refusal of the whole step (a throttled server, a failure). */
  error?: string;
  /** A wrong current password, under its field. */
  passwordError?: string;
  /** A wrong first code, under its field. */
  codeError?: string;
  onStart: (password: string) => void;
  onConfirm: (code: string) => void;
  onCodesSaved: () => void;
  onRegenerate: (password: string) => void;
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
  const password = (
    <TextField
      label={labels.password}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      disabled={busy}
      error={passwordError}
    />
  );
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
