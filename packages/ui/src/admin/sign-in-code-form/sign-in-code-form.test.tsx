import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInCodeLabelsEn } from './fixtures';
import { SignInCodeForm } from './sign-in-code-form';

describe('SignInCodeForm', () => {
  it('asks for one required code, offered to the browser as a one-time code, and submits it', async () => {
    const onSubmit = vi.fn();
    render(<SignInCodeForm labels={signInCodeLabelsEn} status="idle" startOverHref="/admin" onSubmit={onSubmit} />);
    const code = screen.getByLabelText(signInCodeLabelsEn.code);
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: signInCodeLabelsEn.title })).toBeInTheDocument();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: signInCodeLabelsEn.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
  });

  it('disables the field and names the wait while submitting, and goes back to the field after a failure', () => {
    const { rerender } = render(
      <SignInCodeForm labels={signInCodeLabelsEn} status="submitting" startOverHref="/admin" onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: signInCodeLabelsEn.submitting })).toBeDisabled();
    rerender(<SignInCodeForm labels={signInCodeLabelsEn} status="idle" error="Invalid" startOverHref="/admin" onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid');
    expect(screen.getByLabelText(signInCodeLabelsEn.code)).toHaveFocus();
  });

  it('is a plain HTML form posting the field `code` when asked to, with a way back to the password step', () => {
    const { container } = render(
      <SignInCodeForm labels={signInCodeLabelsEn} status="idle" method="post" startOverHref="/de/admin" onSubmit={vi.fn()} />,
    );
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('input[name="code"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: signInCodeLabelsEn.startOver })).toHaveAttribute('href', '/de/admin');
  });

  it('offers the passkey only when asked to, and keeps offering it when the code is posted as HTML', async () => {
    const onPasskey = vi.fn();
    const { container, rerender } = render(
      <SignInCodeForm labels={signInCodeLabelsEn} status="idle" method="post" startOverHref="/admin" onSubmit={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: signInCodeLabelsEn.passkey!.use })).toBeNull();
    expect(container.querySelector('input[name="passkey"]')).toBeNull();
    rerender(
      <SignInCodeForm
        labels={signInCodeLabelsEn}
        status="idle"
        method="post"
        startOverHref="/admin"
        onSubmit={vi.fn()}
        onPasskey={onPasskey}
      />,
    );
    expect(container.querySelector('form input[name="passkey"]')).toHaveValue('offered');
    expect(screen.getByText(signInCodeLabelsEn.passkey!.noScript)).toHaveClass('noscript:block');
    await userEvent.click(screen.getByRole('button', { name: signInCodeLabelsEn.passkey!.use }));
    expect(onPasskey).toHaveBeenCalledOnce();
  });
});
