import { useRef, type ReactNode } from 'react';
import { useRefocusAfterBusy } from '../../hooks/use-refocus-after-busy';
import { Button, type ButtonProps } from '../../primitives/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild' | 'children' | 'ref'> {
  /** The form is being sent: the label says so and the icon goes. */
  busy: boolean;
  label: string;
  /** Label while sending, such as "Submitting...". */
  busyLabel: string;
  /** Decorative icon after the label (`aria-hidden`), left out while busy. */
  icon?: ReactNode;
}

/**
 * A form's submit button. While the form is busy its fieldset disables the button and the keyboard
 * loses its place; when a failed submission re-enables it, focus comes back here.
 */
export function SubmitButton({ busy, label, busyLabel, icon, size = 'lg', ...props }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(busy, ref);
  return (
    <Button ref={ref} type="submit" size={size} {...props} data-slot="submit-button">
      {busy ? busyLabel : label}
      {busy ? null : icon}
    </Button>
  );
}
