import { Check } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The statement the visitor agrees to by ticking the box. */
  label: string;
  /** The form field the box posts (`on` when ticked). */
  name: string;
  /** Error message shown under the field and tied to the box with `aria-describedby`. */
  error?: string;
  /** Shown after the label, outside it (a link to read more, which must not tick the box). */
  after?: ReactNode;
}

/**
 * A native checkbox with its statement (such as a consent) and an error message: it posts with the
 * form before scripts run, and is never ticked for the visitor.
 */
export function CheckboxField({ label, name, error, after, className, ...props }: CheckboxFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="checkbox-field" data-state={error ? 'invalid' : 'valid'} className={cn('flex flex-col', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            id={id}
            type="checkbox"
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="peer size-5 cursor-pointer appearance-none rounded-md border border-border-strong bg-background/60 transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger"
            {...props}
          />
          <Check
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute size-3.5 text-on-accent opacity-0 peer-checked:opacity-100"
          />
        </span>
        <p className="text-sm leading-relaxed text-muted">
          <label htmlFor={id} className="cursor-pointer text-foreground">
            {label}
          </label>{' '}
          {after}
        </p>
      </div>
      <FieldError id={errorId} className="ps-8">
        {error}
      </FieldError>
    </div>
  );
}
