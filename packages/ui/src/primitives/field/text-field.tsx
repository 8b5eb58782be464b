import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, Input, Label, Textarea } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id'> {
  /** The visible label. */
  label: string;
  /** The form field the control posts; also its `id` prefix. */
  name: string;
  /** Error message shown under the control and tied to it with `aria-describedby`. */
  error?: string;
  /** Render a textarea with this many rows instead of an input. */
  rows?: number;
  /** Show an asterisk after the label (with `required`, for forms that mark required fields). */
  markRequired?: boolean;
  /** A short help text under the label, read with the control (`aria-describedby`). */
  hint?: string;
  /** The `input` (or `textarea` when multiline), for focus management. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** Label, control and error message of one form field, wired for assistive technology. */
export function TextField({ label, name, error, hint, rows, markRequired, className, ref, ...props }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control = {
    id,
    name,
    ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    ...props,
  };
  return (
    <div data-slot="text-field" data-state={error ? 'invalid' : 'valid'} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id} required={markRequired}>
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-subtle">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col">
        {rows ? <Textarea rows={rows} {...control} /> : <Input {...control} />}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
