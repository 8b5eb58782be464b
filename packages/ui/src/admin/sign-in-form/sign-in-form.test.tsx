import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInLabelsEn } from './fixtures';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('requires an email of type email and a password, then submits both', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm labels={signInLabelsEn} status="idle" onSubmit={onSubmit} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();

    await userEvent.type(email, 'op@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'op@example.com', password: 'secret' });
  });

  it('reads "Signing in..." and disables everything while submitting', () => {
    render(<SignInForm labels={signInLabelsEn} status="submitting" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });

  it('puts the keyboard back on the password after a failed attempt', () => {
    const { rerender } = render(<SignInForm labels={signInLabelsEn} status="submitting" onSubmit={vi.fn()} />);
    rerender(<SignInForm labels={signInLabelsEn} status="idle" error="Invalid email or password" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows the error as an alert', () => {
    render(<SignInForm labels={signInLabelsEn} status="idle" error="Failed to sign in" onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign in');
  });

  it('is a plain HTML form that posts its fields when asked to, with the e-mail of the last attempt kept', () => {
    const { container } = render(
      <SignInForm
        labels={signInLabelsEn}
        status="idle"
        method="post"
        defaultEmail="op@example.com"
        error="Invalid email or password"
        onSubmit={vi.fn()}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(screen.getByLabelText('Email')).toHaveValue('op@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('has no method of its own otherwise, so the page decides how it is sent', () => {
    const { container } = render(<SignInForm labels={signInLabelsEn} status="idle" onSubmit={vi.fn()} />);
    expect(container.querySelector('form')).not.toHaveAttribute('method');
  });

  it('offers a passkey, in the button and in the e-mail field’s autofill, only when asked to', async () => {
    const onPasskey = vi.fn();
    const { rerender } = render(<SignInForm labels={signInLabelsEn} status="idle" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    rerender(<SignInForm labels={signInLabelsEn} status="idle" onSubmit={vi.fn()} onPasskey={onPasskey} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(onPasskey).toHaveBeenCalledOnce();
    rerender(<SignInForm labels={signInLabelsEn} status="submitting" onSubmit={vi.fn()} onPasskey={onPasskey} />);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
  });
});
