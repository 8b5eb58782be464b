import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { FormAlert, TextField } from '../../primitives/field';

/** The password change's texts, in the operator's language (the first start's page words them its own way). */
export interface ChangePasswordFormLabels {
  /** The heading, such as "Change password" (or "Choose your own password" on the first start). */
  title: string;
  /** What the operator should know: the rules (length, common passwords refused) and that other sessions end. */
  lead: string;
  /** The current password field's label. */
  currentPassword: string;
  /** The new password field's label. */
  newPassword: string;
  /** The repeated new password field's label, such as "Repeat new password". */
  confirmPassword: string;
  /** The button, such as "Change password". */
  submit: string;
  /** Button text while submitting, such as "Saving...". */
  submitting: string;
  /** Shown at the repeated password when the two new entries differ. */
  mismatch: string;
  /** Announced once the password has been changed. */
  success: string;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** The operator's password change: current password, then the new one twice. */
export interface ChangePasswordFormProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> {
  /** Every text of the form in the operator's language: heading, rules, fields, button, messages. */
  labels: ChangePasswordFormLabels;
  /** `done` shows the success message and empties the fields. */
  status: 'idle' | 'submitting' | 'done';
  /** Messages at the fields, from the server's answer. */
  fieldErrors?: { currentPassword?: string; newPassword?: string };
  /** A failure not tied to a field. */
  error?: string;
  /** Shortest new password, checked by the browser before sending. */
  minLength: number;
  /** `page`: the first-start change, the page's own heading (h1); `section`: a part of the dashboard (h2). */
  variant?: 'page' | 'section';
  /** Called with the current and the new password once the two new entries match. */
  onSubmit: (values: ChangePasswordValues) => void;
}

/** The operator's password change: the current password, and the new one twice. */
export function ChangePasswordForm({
  labels,
  status,
  fieldErrors = {},
  error,
  minLength,
  variant = 'section',
  onSubmit,
  className,
  ...props
}: ChangePasswordFormProps) {
  const headingId = useId();
  const submitting = status === 'submitting';
  const [mismatch, setMismatch] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const currentRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useRefocusAfterBusy(submitting, currentRef);
  const Heading = variant === 'page' ? 'h1' : 'h2';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('newPassword') ?? '');
    const differs = newPassword !== String(data.get('confirmPassword') ?? '');
    setMismatch(differs);
    if (differs) return;
    onSubmit({ currentPassword: String(data.get('currentPassword') ?? ''), newPassword });
  };
  useEffect(() => {
    if (status === 'done') formRef.current?.reset();
  }, [status]);

  return (
    <section
      aria-labelledby={headingId}
      data-state={status === 'idle' && (error || mismatch || fieldErrors.currentPassword || fieldErrors.newPassword) ? 'error' : status}
      className={cn('flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8', className)}
      {...props}
      data-slot="change-password-form"
    >
      <header className="flex items-start gap-4">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent-strong">
          <KeyRound className="size-5" />
        </span>
        <div>
          <Heading id={headingId} className={cn('font-semibold text-foreground', variant === 'page' ? 'text-2xl' : 'text-xl')}>
            {labels.title}
          </Heading>
          <p className="mt-1 text-sm leading-relaxed text-muted">{labels.lead}</p>
        </div>
      </header>
      <form ref={formRef} onSubmit={submit} className="flex max-w-md flex-col gap-5">
        <TextField
          label={labels.currentPassword}
          name="currentPassword"
          ref={currentRef}
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
          error={fieldErrors.currentPassword}
        />
        <TextField
          label={labels.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={minLength}
          required
          disabled={submitting}
          error={fieldErrors.newPassword}
        />
        <TextField
          label={labels.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          minLength={minLength}
          required
          disabled={submitting}
          error={mismatch ? labels.mismatch : undefined}
          onInput={() => setMismatch(false)}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div role="status" className="text-sm font-medium text-foreground empty:hidden">
          {status === 'done' ? labels.success : null}
        </div>
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </form>
    </section>
  );
}
