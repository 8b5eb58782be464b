import { ShieldCheck } from 'lucide-react';
import { useRef, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';
import { PasskeyOption, type PasskeyOptionLabels } from '../sign-in-form/passkey-option';
import { SignInCard } from '../sign-in-form/sign-in-card';

/** The code step's texts, in the operator's language. */
export interface SignInCodeFormLabels {
  /** Small line above the title, such as "Operator console". */
  eyebrow: string;
  /** The heading, such as "Enter your code". */
  title: string;
  /** What to type: the authenticator app's code, or one of the recovery codes. */
  lead: string;
  /** The code field's label. */
  code: string;
  /** The button, such as "Confirm". */
  submit: string;
  /** Button text while submitting, such as "Signing in...". */
  submitting: string;
  /** The link back to the password step, such as "Sign in again". */
  startOver: string;
  /** The passkey button and its note without scripts; shown when `onPasskey` is given. */
  passkey?: PasskeyOptionLabels;
}

/** The second sign-in step: the authenticator app's code, a recovery code, or a passkey. */
export interface SignInCodeFormProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** Every text of the step in the operator's language: heading, field, button, the way back, passkey option. */
  labels: SignInCodeFormLabels;
  /** `submitting` while the server checks the code: field and button wait, the button shows its busy text. */
  status: 'idle' | 'submitting';
  /** The refused code's message, shown above the button. */
  error?: string;
  /** The brand mark above the card. */
  logo?: ReactNode;
  /** `post` makes it a plain HTML form too, posted to `action` (default: the page's own address) before scripts run. */
  method?: 'post';
  /** Where the plain form posts; the page's own address when left out. */
  action?: string;
  /** Where "start over" leads: the sign-in screen, for a new password step. */
  startOverHref: string;
  /** Called with the code as typed (six digits, or a recovery code). */
  onSubmit: (values: { code: string }) => void;
  /** The account has a passkey: offers it instead of the code (and keeps offering it when the code comes back refused). */
  onPasskey?: () => void;
}

/** The sign-in's second step: one field for the authenticator's code or a recovery code, centred on the page. */
export function SignInCodeForm({
  labels,
  status,
  error,
  logo,
  method,
  action,
  startOverHref,
  onSubmit,
  onPasskey,
  className,
  ...props
}: SignInCodeFormProps) {
  const submitting = status === 'submitting';
  const codeRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useRefocusAfterBusy(submitting, codeRef);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ code: String(new FormData(event.currentTarget).get('code') ?? '') });
  };
  return (
    <SignInCard
      icon={<ShieldCheck className="size-6" />}
      eyebrow={labels.eyebrow}
      title={labels.title}
      lead={labels.lead}
      logo={logo}
      state={submitting ? 'submitting' : error ? 'error' : 'idle'}
      slot="sign-in-code-form"
      className={className}
      {...props}
    >
      <form method={method} action={action} onSubmit={submit} className="mt-8 flex flex-col gap-5">
        <TextField
          label={labels.code}
          name="code"
          ref={codeRef}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
          autoFocus
          disabled={submitting}
          className="[&_input]:font-mono [&_input]:tracking-[0.2em]"
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        {onPasskey ? <input type="hidden" name="passkey" value="offered" /> : null}
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </form>
      {onPasskey && labels.passkey ? <PasskeyOption labels={labels.passkey} disabled={submitting} onUse={onPasskey} /> : null}
      <p className="mt-6 text-center text-sm">
        <a href={startOverHref} className="text-accent-strong underline-offset-4 hover:underline focus-visible:underline">
          {labels.startOver}
        </a>
      </p>
    </SignInCard>
  );
}
