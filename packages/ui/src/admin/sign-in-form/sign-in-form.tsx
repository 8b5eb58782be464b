import { LockKeyhole } from 'lucide-react';
import { useRef, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';
import { PasskeyOption, type PasskeyOptionLabels } from './passkey-option';
import { SignInCard } from './sign-in-card';

/** The password step's texts, in the operator's language. */
export interface SignInFormLabels {
  /** Small line above the title, such as "Operator console". */
  eyebrow: string;
  /** The heading, such as "Welcome back". */
  title: string;
  /** What the console is for, under the title. */
  lead: string;
  /** The e-mail field's label. */
  email: string;
  /** The password field's label. */
  password: string;
  /** The button, such as "Sign in". */
  submit: string;
  /** Button text while submitting, such as "Signing in...". */
  submitting: string;
  /** Small print under the button, such as how long a session lasts. */
  note: string;
  /** The passkey button and its note without scripts; shown when `onPasskey` is given. */
  passkey?: PasskeyOptionLabels;
}

export interface SignInValues {
  email: string;
  password: string;
}

/** The operator's password step. */
export interface SignInFormProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** Every text of the step in the operator's language: heading, fields, button, small print, passkey option. */
  labels: SignInFormLabels;
  /** `submitting` while the server checks the attempt: fields and button wait, the button shows its busy text. */
  status: 'idle' | 'submitting';
  /** The failed attempt's message, shown above the button. */
  error?: string;
  /** The brand mark above the card. */
  logo?: ReactNode;
  /**
   * `post` makes it a plain HTML form too: before scripts run (or without them) the browser posts it,
   * form-encoded, to `action` (default: the page's own address); once hydrated, `onSubmit` takes it.
   */
  method?: 'post';
  /** Where the plain form posts; the page's own address when left out. */
  action?: string;
  /** The e-mail address to show in its field, such as the one a failed attempt was made with. */
  defaultEmail?: string;
  /** Called with the e-mail and password once both are filled in. */
  onSubmit: (values: SignInValues) => void;
  /** Starts a sign-in with a passkey alone; the e-mail field then also offers the browser's passkeys (autofill). */
  onPasskey?: () => void;
}

/** The operator's sign-in screen: email and password, both required, centred on the page. */
export function SignInForm({
  labels,
  status,
  error,
  logo,
  method,
  action,
  defaultEmail,
  onSubmit,
  onPasskey,
  className,
  ...props
}: SignInFormProps) {
  const submitting = status === 'submitting';
  // A failed attempt re-enables the fields: the keyboard goes back to the password.
  const passwordRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useRefocusAfterBusy(submitting, passwordRef);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <SignInCard
      icon={<LockKeyhole className="size-6" />}
      eyebrow={labels.eyebrow}
      title={labels.title}
      lead={labels.lead}
      logo={logo}
      state={submitting ? 'submitting' : error ? 'error' : 'idle'}
      slot="sign-in-form"
      className={className}
      {...props}
    >
      <form method={method} action={action} onSubmit={submit} className="mt-8 flex flex-col gap-5">
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete={onPasskey ? 'username webauthn' : 'username'}
          required
          disabled={submitting}
          defaultValue={defaultEmail}
        />
        <TextField
          label={labels.password}
          name="password"
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </form>
      {onPasskey && labels.passkey ? <PasskeyOption labels={labels.passkey} disabled={submitting} onUse={onPasskey} /> : null}
      <p className="mt-6 text-center text-sm text-subtle">{labels.note}</p>
    </SignInCard>
  );
}
