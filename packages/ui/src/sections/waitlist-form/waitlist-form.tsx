import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { useHydrated } from '../../hooks/use-hydrated';
import { CheckboxField, FormAlert, Honeypot } from '../../primitives/field';
import { FormShell, NameEmailFields, SubmitButton, type NameEmailFieldsLabels } from '../form-parts';
import type { WaitlistService } from './service-tile';
import { ServiceTiles } from './service-tiles';

/**
 * The fields the form posts, in the order it shows them: the waitlist's declaration's (`waitlistForm.fields`
 * in `@zk/data`, which ui may not import). The site checks the two agree (`declaredFields`, and a test that
 * renders the form); each field needs its label.
 */
export const waitlistFormFields = ['services', 'fullName', 'email', 'consent'] as const;
export type WaitlistFormField = (typeof waitlistFormFields)[number];

/** The form field every service tile posts its id under. */
export const waitlistServicesName = 'services' satisfies WaitlistFormField;

export interface WaitlistFormLabels extends NameEmailFieldsLabels, Record<WaitlistFormField, string> {
  /** Heading over the tiles, such as "Which services interest you?". */
  services: string;
  /** Line under that heading. */
  servicesHint: string;
  /** Shown beside the button while nothing is selected. */
  selectService: string;
  /** Heading over the name and e-mail fields. */
  details: string;
  /** The consent to be e-mailed at launch, ticked by the visitor (never by default). */
  consent: string;
  /** The link after it to the privacy policy, and what screen readers hear about its new tab. */
  consentPrivacyLink: string;
  consentNewTab: string;
  submit: string;
  submitting: string;
  honeypot: string;
}

/**
 * Works as plain HTML too (`method="post"`, the page's address as `action`): the tiles are
 * checkboxes, and the server checks that at least one is chosen. Once scripts run, the button
 * waits for a choice.
 */
export interface WaitlistFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  services: readonly WaitlistService[];
  /** Ids selected when the form first renders (the page's `?service=`, or a form the server sent back). */
  defaultSelected?: readonly string[];
  /** Name, e-mail and consent when the form first renders (a form the server sent back). */
  defaultValues?: Partial<Record<'fullName' | 'email', string> & { consent: boolean }>;
  /** Address of the privacy policy, opened in a new tab so nothing typed is lost. */
  privacyHref: string;
  labels: WaitlistFormLabels;
  status: 'idle' | 'submitting' | 'error';
  /** Messages per field; the first invalid one takes focus whenever a new object arrives. */
  fieldErrors?: Partial<Record<WaitlistFormField, string>>;
  errorMessage?: string;
  honeypotName: string;
  /** Called with the form's data (each ticked service under `services`) instead of the browser's own submission (once scripts run). */
  onSubmit: (data: FormData) => void;
}

/** The waitlist form: service tiles to tick, then name and e-mail. */
export function WaitlistForm({
  services,
  defaultSelected = [],
  defaultValues,
  labels,
  status,
  fieldErrors,
  errorMessage,
  honeypotName,
  privacyHref,
  onSubmit,
  className,
  ...props
}: WaitlistFormProps) {
  const ids = services.map((s) => s.id);
  const [selected, setSelected] = useState<readonly string[]>(() => ids.filter((id) => defaultSelected.includes(id)));
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const submitting = status === 'submitting';
  const nothingSelected = selected.length === 0;

  // Tiles ticked before the scripts ran are what counts.
  useEffect(() => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${waitlistServicesName}"]`) ?? [];
    const ticked = [...boxes].filter((box) => box.checked).map((box) => box.value);
    setSelected((current) => (current.join() === ticked.join() ? current : ticked));
  }, []);

  // The tiles post under `waitlistServicesName`, which is the field's own name.
  useFocusFirstInvalid(formRef, waitlistFormFields, fieldErrors);

  function setChecked(serviceId: string, checked: boolean) {
    setSelected((current) => ids.filter((s) => (s === serviceId ? checked : current.includes(s))));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nothingSelected) return;
    onSubmit(new FormData(event.currentTarget));
  }

  return (
    <FormShell
      ref={formRef}
      status={status}
      onSubmit={handleSubmit}
      className={cn('relative', className)}
      fieldsetClassName="gap-10"
      {...props}
      data-slot="waitlist-form"
    >
      <ServiceTiles
        services={services}
        name={waitlistServicesName}
        selected={selected}
        onCheckedChange={setChecked}
        title={labels.services}
        hint={labels.servicesHint}
        error={fieldErrors?.services}
      />
      <div role="group" aria-labelledby={`${id}-details`} className="flex flex-col gap-5">
        <h2 id={`${id}-details`} className="text-xl font-semibold text-foreground">
          {labels.details}
        </h2>
        <NameEmailFields labels={labels} defaultValues={defaultValues} errors={fieldErrors} markRequired />
        <CheckboxField
          name="consent"
          label={labels.consent}
          defaultChecked={defaultValues?.consent}
          error={fieldErrors?.consent}
          after={
            <a
              href={privacyHref}
              target="_blank"
              rel="noopener"
              className="font-medium text-accent-strong underline underline-offset-2 hover:text-foreground"
            >
              {labels.consentPrivacyLink} <span className="sr-only">{labels.consentNewTab}</span>
            </a>
          }
        />
      </div>
      <Honeypot name={honeypotName} label={labels.honeypot} />
      {status === 'error' && errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <SubmitButton
          busy={submitting}
          label={labels.submit}
          busyLabel={labels.submitting}
          icon={<ArrowRight aria-hidden />}
          // Before scripts run the server checks the choice, so the button stays usable.
          disabled={hydrated && nothingSelected}
          aria-describedby={nothingSelected ? `${id}-select` : undefined}
          className="w-full sm:w-auto"
        />
        {/* Follows the checkboxes themselves, so it is right before scripts run too. */}
        <p id={`${id}-select`} className="text-sm text-subtle [form:has(input[name=services]:checked)_&]:hidden">
          {labels.selectService}
        </p>
      </div>
    </FormShell>
  );
}
