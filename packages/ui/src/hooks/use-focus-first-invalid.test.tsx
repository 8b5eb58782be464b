import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const fields = ['fullName', 'email', 'inquiry'] as const;
type Errors = Partial<Record<(typeof fields)[number], string>>;

function Form({ errors }: { errors?: Errors }) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, fields, errors);
  return (
    <form ref={ref}>
      {/* Document order differs from field order: the field order decides. */}
      <input aria-label="email" name="email" />
      <input aria-label="name" name="fullName" />
      <textarea aria-label="inquiry" name="inquiry" />
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the first field, in field order, that has a message', () => {
    render(<Form errors={{ inquiry: 'x', email: 'x' }} />);
    expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus();
  });

  it('focuses again when a new errors object arrives, and not without messages', () => {
    const { rerender } = render(<Form errors={{}} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form errors={{ inquiry: 'x' }} />);
    expect(screen.getByRole('textbox', { name: 'inquiry' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'name' }).focus();
    rerender(<Form errors={{ inquiry: 'x' }} />);
    expect(screen.getByRole('textbox', { name: 'inquiry' })).toHaveFocus();
  });
});
