import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './field';
import { Honeypot } from './honeypot';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its control and ties the error message to it', async () => {
    const { container } = render(
      <main>
        <TextField name="email" type="email" label="Email" required markRequired error="Please enter a valid email address" />
        <TextField name="inquiry" label="Your Inquiry" rows={6} />
        <Honeypot name="website" label="Leave this field empty" />
      </main>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: 'Your Inquiry' })).toHaveAttribute('rows', '6');
    expect(screen.getByRole('textbox', { name: 'Your Inquiry' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('announces an error that appears, from a live region that was there before it', () => {
    const { rerender } = render(<TextField name="fullName" label="Full Name" />);
    const control = screen.getByRole('textbox', { name: 'Full Name' });
    const region = control.parentElement?.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField name="fullName" label="Full Name" error="This field is required" />);
    expect(control.parentElement?.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('This field is required');
    expect(control).toHaveAccessibleDescription('This field is required');
  });
});

describe('FormAlert', () => {
  it('is announced as an alert', () => {
    render(<FormAlert>Failed to submit form.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit form.');
  });
});
