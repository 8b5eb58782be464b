import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import type { HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const controlVariants = cva(
  'w-full rounded-control border border-input bg-background/60 px-4 text-base text-foreground shadow-[inset_0_1px_0_0_rgb(255_255_255/0.03)] transition-[border-color,box-shadow,background-color] duration-200 placeholder:text-subtle hover:border-muted focus-visible:border-accent focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
  {
    variants: {
      multiline: {
        false: '',
        true: 'min-h-36 resize-y py-3 leading-relaxed',
      },
      height: { md: 'h-12', lg: 'h-14', auto: '' },
    },
    defaultVariants: { multiline: false, height: 'md' },
  },
);

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Show the asterisk of a required field (the control itself carries `required`). */
  required?: boolean;
}

/** A form label; `required` adds a decorative asterisk. */
export function Label({ required, className, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={cn('text-sm font-semibold text-foreground', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="ms-0.5 text-accent-strong">
          *
        </span>
      ) : null}
    </label>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The taller control of a prominent search box. */
  large?: boolean;
}

/** A single-line text control; `aria-invalid` turns its border red. */
export function Input({ className, large = false, ...props }: InputProps) {
  return <input data-slot="input" className={cn(controlVariants({ height: large ? 'lg' : 'md' }), className)} {...props} />;
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text control. */
export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" className={cn(controlVariants({ multiline: true, height: 'auto' }), className)} {...props} />;
}

export interface FieldErrorProps extends HTMLAttributes<HTMLDivElement> {
  /** Id of the message, for the control's `aria-describedby`. */
  id: string;
}

/**
 * The message under an invalid control. Its polite live region stays mounted while the message
 * comes and goes, so screen readers announce the message when it appears; point the control's
 * `aria-describedby` at `id` so it is read again on focus.
 */
export function FieldError({ id, className, children, ...props }: FieldErrorProps) {
  return (
    <div data-slot="field-error" aria-live="polite" className={cn('flex flex-col', className)} {...props}>
      {children ? (
        <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {children}
        </p>
      ) : null}
    </div>
  );
}

export interface FormAlertProps extends HTMLAttributes<HTMLDivElement> {
  /** Optional bold first line. */
  title?: string;
}

/** The red box above a form's button that reports a failed submission; announced as an alert. */
export function FormAlert({ title, className, children, ...props }: FormAlertProps) {
  return (
    <div
      data-slot="form-alert"
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-control border border-danger/40 bg-danger-surface px-4 py-3 text-sm leading-relaxed text-foreground',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <div>
        {title ? <p className="font-semibold text-danger">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}
