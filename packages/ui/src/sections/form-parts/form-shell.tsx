import type { FormHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface FormShellProps extends FormHTMLAttributes<HTMLFormElement> {
  ref?: Ref<HTMLFormElement>;
  /** `submitting` marks the form busy and disables every control in it; `error` is for the caller's message. */
  status: 'idle' | 'submitting' | 'error';
  /** Classes of the fieldset that holds the controls: their gaps and layout. */
  fieldsetClassName?: string;
}

/**
 * The frame of the site's forms: no browser validation bubbles (the caller's and the server's messages
 * show at the fields instead), `data-state` and `aria-busy` while sending, and one fieldset that
 * disables every control at once. It works as plain HTML too: give it `method` and `action`.
 */
export function FormShell({ status, fieldsetClassName, children, ...props }: FormShellProps) {
  const submitting = status === 'submitting';
  return (
    <form noValidate data-state={status} aria-busy={submitting || undefined} data-slot="form-shell" {...props}>
      <fieldset disabled={submitting} className={cn('m-0 flex min-w-0 flex-col border-0 p-0', fieldsetClassName)}>
        {children}
      </fieldset>
    </form>
  );
}
