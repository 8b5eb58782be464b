import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { ChangePasswordForm } from './change-password-form';
import { changePasswordLabels, changePasswordLabelsDe, changePasswordLabelsEn, changePasswordLabelsTr } from './fixtures';

const meta = {
  title: 'Admin/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { labels: changePasswordLabelsEn, status: 'idle', minLength: 12, onSubmit: fn() },
  parameters: {
    usage: {
      when: "The operator's password change, on the dashboard or as the whole page while the first-start password is in use.",
      states: ['Idle, mismatch, submitting, server errors, done', 'First sign-in', 'German, Turkish, phone'],
    },
    localeArgs: {
      de: { labels: changePasswordLabelsDe },
      tr: { labels: changePasswordLabelsTr },
    },
  },
  decorators: [(Story) => <div className="max-w-3xl p-6">{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'a brand new passphrase');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'the old password', newPassword: 'a brand new passphrase' });
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'a brand new passphrasf');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The two new passwords do not match');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerErrors: Story = {
  args: {
    fieldErrors: { currentPassword: storyT('en')('admin.password.wrongPassword'), newPassword: storyT('en')('admin.password.common') },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

/** The first sign-in with the generated password: the admin shows only this, as the page. */
export const FirstSignIn: Story = {
  args: {
    variant: 'page',
    labels: changePasswordLabels('en', 'page'),
  },
  parameters: { localeArgs: { de: { labels: changePasswordLabels('de', 'page') }, tr: { labels: changePasswordLabels('tr', 'page') } } },
};

export const German: Story = {
  args: {
    labels: changePasswordLabelsDe,
    fieldErrors: { newPassword: storyT('de')('admin.password.common') },
  },
  globals: { locale: 'de' },
};

export const Turkish: Story = { args: { labels: changePasswordLabelsTr }, globals: { locale: 'tr' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
