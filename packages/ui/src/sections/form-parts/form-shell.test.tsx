import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormShell } from './form-shell';

const shell = (status: 'idle' | 'submitting' | 'error', onSubmit = vi.fn()) => (
  <FormShell status={status} aria-label="Anfrage" onSubmit={onSubmit} data-slot="contact-form">
    <input name="email" type="email" required aria-label="E-Mail" />
    <button type="submit">Senden</button>
  </FormShell>
);

describe('FormShell', () => {
  it('leaves validation to its caller, and lets the caller name it', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(shell('idle', onSubmit));
    const form = screen.getByRole('form', { name: 'Anfrage' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('data-slot', 'contact-form');
    expect(form).not.toHaveAttribute('aria-busy');
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is busy and disables every control while submitting', () => {
    render(shell('submitting'));
    const form = screen.getByRole('form', { name: 'Anfrage' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(form).toHaveAttribute('data-state', 'submitting');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
  });

  it('names itself form-shell when the caller does not', () => {
    const { container } = render(<FormShell status="error">x</FormShell>);
    expect(container.querySelector('form')).toHaveAttribute('data-slot', 'form-shell');
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'error');
  });
});
