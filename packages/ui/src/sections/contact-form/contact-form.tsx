import { Send } from 'lucide-react';
import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { FormAlert, Honeypot, TextField } from '../../primitives/field';
import { FormShell, NameEmailFields, SubmitButton, type NameEmailFieldsLabels } from '../form-parts';

/**
 * The fields the form posts, in the order it shows them: the contact form's declaration's (`contactForm.fields`
 * in `@zk/data`, which ui may not import). The site checks the two agree (`declaredFields`, and a test that
 * renders the form); each field needs its label.
 */
export const contactFormFields = ['fullName', 'email', 'inquiry'] as const;
export type ContactFormField = (typeof contactFormFields)[number];

export interface ContactFormLabels extends NameEmailFieldsLabels, Record<ContactFormField, string> {
  inquiryPlaceholder: string;
  submit: string;
  /** Button text while sending, such as "Submitting...". */
  submitting: string;
  /** Label of the hidden honeypot field. */
  honeypot: string;
  /** "How we process your details:" before the link to the privacy notice (Art. 13 GDPR, KVKK m. 10). */
  privacyNote: string;
  privacyLink: string;
  /** Announced after the link: it opens in a new tab. */
  privacyNewTab: string;
}

/**
 * The form works as plain HTML too: give it `method="post"` and the page's address as `action`, and
 * without scripts the browser posts the fields to the server, which answers with a page.
 */
export interface ContactFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  labels: ContactFormLabels;
  /** `submitting` disables every control; `error` shows `errorMessage` above the button. */
  status: 'idle' | 'submitting' | 'error';
  /** Messages per field; the first invalid field takes focus whenever a new object arrives. */
  fieldErrors?: Partial<Record<ContactFormField, string>>;
  /** The failure shown in the red box above the button. */
  errorMessage?: string;
  /** Name of the hidden field the server treats as a honeypot. */
  honeypotName: string;
  /** The privacy notice, linked next to the form. */
  privacyHref: string;
  /** What the fields hold when the form first renders (a form the server sent back). */
  defaultValues?: Partial<Record<ContactFormField, string>>;
  /** Called with the form's data (every field under its name) instead of the browser's own submission (once scripts run). */
  onSubmit: (data: FormData) => void;
}

/** The contact form: full name, e-mail and inquiry, validated by the caller and kept as typed on failure. */
export function ContactForm({
  labels,
  status,
  fieldErrors,
  errorMessage,
  honeypotName,
  privacyHref,
  defaultValues,
  onSubmit,
  className,
  ...props
}: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = status === 'submitting';
  useFocusFirstInvalid(formRef, contactFormFields, fieldErrors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }

  return (
    <FormShell
      ref={formRef}
      status={status}
      onSubmit={handleSubmit}
      className={cn('relative rounded-card border border-border bg-surface p-6 shadow-card sm:p-10', className)}
      fieldsetClassName="gap-6"
      {...props}
      data-slot="contact-form"
    >
      <NameEmailFields labels={labels} defaultValues={defaultValues} errors={fieldErrors} />
      <TextField
        name="inquiry"
        rows={6}
        label={labels.inquiry}
        placeholder={labels.inquiryPlaceholder}
        required
        defaultValue={defaultValues?.inquiry}
        error={fieldErrors?.inquiry}
      />
      <p className="text-sm text-muted">
        {labels.privacyNote}{' '}
        <a
          href={privacyHref}
          target="_blank"
          rel="noopener"
          className="font-medium text-accent-strong underline underline-offset-2 hover:text-foreground"
        >
          {labels.privacyLink} <span className="sr-only">{labels.privacyNewTab}</span>
        </a>
      </p>
      <Honeypot name={honeypotName} label={labels.honeypot} />
      {status === 'error' && errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
      <SubmitButton
        busy={submitting}
        label={labels.submit}
        busyLabel={labels.submitting}
        icon={<Send aria-hidden />}
        className="w-full sm:w-auto sm:self-start"
      />
    </FormShell>
  );
}
