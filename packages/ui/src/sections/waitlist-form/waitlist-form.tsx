import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { Button } from '../../primitives/button';
import { FormAlert, Honeypot, TextField } from '../../primitives/field';
import { ServiceTile, type WaitlistService } from './service-tile';

export type WaitlistFormField = 'fullName' | 'email';

export interface WaitlistFormValues {
  fullName: string;
  email: string;
  /** Ids of the selected services, in display order. */
  services: string[];
  honeypot: string;
}

export interface WaitlistFormLabels {
  /** Heading over the tiles, such as "Which services interest you?". */
  services: string;
  /** Line under that heading. */
  servicesHint: string;
  /** Shown beside the disabled button while nothing is selected. */
  selectService: string;
  /** Heading over the name and e-mail fields. */
  details: string;
  fullName: string;
  email: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  honeypot: string;
}

export interface WaitlistFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  services: readonly WaitlistService[];
  /** Ids selected when the form first renders (the page's `?service=`). */
  defaultSelected?: readonly string[];
  labels: WaitlistFormLabels;
  status: 'idle' | 'submitting' | 'error';
  fieldErrors?: Partial<Record<WaitlistFormField, string>>;
  errorMessage?: string;
  honeypotName: string;
  onSubmit: (values: WaitlistFormValues) => void;
}

/** The waitlist form: toggleable service tiles, then name and e-mail. */
export function WaitlistForm({
  services,
  defaultSelected = [],
  labels,
  status,
  fieldErrors,
  errorMessage,
  honeypotName,
  onSubmit,
  className,
  ...props
}: WaitlistFormProps) {
  const [selected, setSelected] = useState<readonly string[]>(() =>
    services.map((s) => s.id).filter((id) => defaultSelected.includes(id)),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const submitting = status === 'submitting';
  // A failed submission re-enables the form: the keyboard goes back to its button.
  const submitRef = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(submitting, submitRef);
  const nothingSelected = selected.length === 0;

  useEffect(() => {
    const first = (['fullName', 'email'] as const).find((field) => fieldErrors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [fieldErrors]);

  function toggle(serviceId: string) {
    setSelected((current) =>
      current.includes(serviceId)
        ? current.filter((s) => s !== serviceId)
        : services.map((s) => s.id).filter((s) => s === serviceId || current.includes(s)),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nothingSelected) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    onSubmit({ fullName: text('fullName'), email: text('email'), services: [...selected], honeypot: text(honeypotName) });
  }

  return (
    <form
      ref={formRef}
      noValidate
      data-state={status}
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
      className={cn('relative', className)}
      {...props}
    >
      <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-10 border-0 p-0">
        <div role="group" aria-labelledby={`${id}-services`} aria-describedby={`${id}-services-hint`} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <h2 id={`${id}-services`} className="text-xl font-semibold text-foreground">
              {labels.services}
            </h2>
            <p id={`${id}-services-hint`} className="text-muted">
              {labels.servicesHint}
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceTile service={service} selected={selected.includes(service.id)} onToggle={toggle} />
              </li>
            ))}
          </ul>
        </div>
        <div role="group" aria-labelledby={`${id}-details`} className="flex flex-col gap-5">
          <h2 id={`${id}-details`} className="text-xl font-semibold text-foreground">
            {labels.details}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="fullName"
              label={labels.fullName}
              placeholder={labels.namePlaceholder}
              autoComplete="name"
              required
              markRequired
              error={fieldErrors?.fullName}
            />
            <TextField
              name="email"
              type="email"
              label={labels.email}
              placeholder={labels.emailPlaceholder}
              autoComplete="email"
              inputMode="email"
              required
              markRequired
              error={fieldErrors?.email}
            />
          </div>
        </div>
        <Honeypot name={honeypotName} label={labels.honeypot} />
        {status === 'error' && errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            disabled={nothingSelected}
            aria-describedby={nothingSelected ? `${id}-select` : undefined}
            className="w-full sm:w-auto"
          >
            {submitting ? labels.submitting : labels.submit}
            {submitting ? null : <ArrowRight aria-hidden />}
          </Button>
          {nothingSelected ? (
            <p id={`${id}-select`} className="text-sm text-subtle">
              {labels.selectService}
            </p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
