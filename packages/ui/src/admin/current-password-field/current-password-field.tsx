import { TextField } from '../../primitives/field';

export interface CurrentPasswordFieldProps {
  /** The field's label, such as "Current password". */
  label: string;
  /** While the form is sent: the field waits. */
  disabled: boolean;
  /** A wrong current password, under the field. */
  error?: string;
}

/** The current password a settings form asks for before a change, posted as `password`. */
export function CurrentPasswordField({ label, disabled, error }: CurrentPasswordFieldProps) {
  return (
    <TextField label={label} name="password" type="password" autoComplete="current-password" required disabled={disabled} error={error} />
  );
}
