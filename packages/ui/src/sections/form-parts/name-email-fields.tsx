import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { TextField } from '../../primitives/field';

export interface NameEmailFieldsLabels {
  fullName: string;
  email: string;
  namePlaceholder: string;
  emailPlaceholder: string;
}

export interface NameEmailFieldsProps extends HTMLAttributes<HTMLDivElement> {
  labels: NameEmailFieldsLabels;
  /** What the fields hold when the form first renders (a form the server sent back). */
  defaultValues?: Partial<Record<'fullName' | 'email', string>>;
  /** Messages at the fields. */
  errors?: Partial<Record<'fullName' | 'email', string>>;
  /** Show an asterisk after each label, for forms that mark required fields. */
  markRequired?: boolean;
}

/** The required full name and e-mail of a public form, side by side from the small breakpoint on. */
export function NameEmailFields({ labels, defaultValues, errors, markRequired, className, ...props }: NameEmailFieldsProps) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2', className)} {...props} data-slot="name-email-fields">
      <TextField
        name="fullName"
        label={labels.fullName}
        placeholder={labels.namePlaceholder}
        autoComplete="name"
        required
        markRequired={markRequired}
        defaultValue={defaultValues?.fullName}
        error={errors?.fullName}
      />
      <TextField
        name="email"
        type="email"
        label={labels.email}
        placeholder={labels.emailPlaceholder}
        autoComplete="email"
        inputMode="email"
        required
        markRequired={markRequired}
        defaultValue={defaultValues?.email}
        error={errors?.email}
      />
    </div>
  );
}
