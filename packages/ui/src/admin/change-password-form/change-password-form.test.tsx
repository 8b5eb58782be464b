import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';
import { changePasswordLabelsEn as labels } from './fixtures';

async function fill(current: string, next: string, repeat: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('submits the current and the new password once both new entries match', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm labels={labels} status="idle" minLength={12} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('minlength', '12');
    await fill('old password 1', 'a brand new passphrase', 'a brand new passphrase');
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'old password 1', newPassword: 'a brand new passphrase' });
  });

  it('refuses two different new entries at the repeated field, without submitting', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm labels={labels} status="idle" minLength={12} onSubmit={onSubmit} />);
    await fill('old password 1', 'a brand new passphrase', 'a brand new passphrasf');
    expect(onSubmit).not.toHaveBeenCalled();
    const repeat = screen.getByLabelText('Repeat new password');
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('The two new passwords do not match');
  });

  it('shows the server messages at their fields and a failure as an alert', () => {
    render(
      <ChangePasswordForm
        labels={labels}
        status="idle"
        minLength={12}
        fieldErrors={{ currentPassword: 'The current password is not correct' }}
        error="Could not change the password"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not change the password');
  });

  it('disables the form while saving and announces the change when done, emptying the fields', async () => {
    const { rerender } = render(<ChangePasswordForm labels={labels} status="idle" minLength={12} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    rerender(<ChangePasswordForm labels={labels} status="submitting" minLength={12} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    rerender(<ChangePasswordForm labels={labels} status="done" minLength={12} onSubmit={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('is the page heading on the first-start change and has no axe violations', async () => {
    const { container } = render(<ChangePasswordForm labels={labels} status="idle" minLength={12} variant="page" onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
