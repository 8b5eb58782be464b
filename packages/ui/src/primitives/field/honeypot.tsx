import { useId } from 'react';

export interface HoneypotProps {
  /** The field name the server checks. */
  name: string;
  /** Label for the rare visitor whose assistive technology still reaches the field, such as "Leave this field empty". */
  label: string;
}

/** A hidden field that people never fill in and form-filling bots usually do. */
export function Honeypot({ name, label }: HoneypotProps) {
  const id = `${useId()}-${name}`;
  return (
    <div data-slot="honeypot" aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
