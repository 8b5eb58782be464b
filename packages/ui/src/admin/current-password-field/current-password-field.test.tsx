import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentPasswordField } from './current-password-field';

describe('CurrentPasswordField', () => {
  it('asks for the current password, required, for the browser to fill in', () => {
    const { container } = render(
      <form>
        <CurrentPasswordField label="Current password" disabled={false} />
      </form>,
    );
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('name', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toBeRequired();
    expect(field).toBeEnabled();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('form')?.elements.namedItem('password')).toBe(field);
  });

  it('waits while the form is sent, and names a wrong password under itself', () => {
    render(<CurrentPasswordField label="Current password" disabled error="The password is not correct." />);
    const field = screen.getByLabelText('Current password');
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The password is not correct.');
  });
});
