import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
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

/** The server's answer to a wrong current password and a common new one, in `locale`. */
const fieldErrors = (locale: Locale) => ({
  currentPassword: storyT(locale)('admin.password.wrongPassword'),
  newPassword: storyT(locale)('admin.password.common'),
});

export const Idle: Story = {
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.currentPassword), 'the old password');
    await userEvent.type(canvas.getByLabelText(labels.newPassword), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText(labels.confirmPassword), 'a brand new passphrase');
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'the old password', newPassword: 'a brand new passphrase' });
  },
};

export const Mismatch: Story = {
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.currentPassword), 'the old password');
    await userEvent.type(canvas.getByLabelText(labels.newPassword), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText(labels.confirmPassword), 'a brand new passphrasf');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(labels.confirmPassword)).toHaveAccessibleDescription(labels.mismatch);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).labels.submitting })).toBeDisabled();
  },
};

export const ServerErrors: Story = {
  args: { fieldErrors: fieldErrors('en') },
  parameters: { localeArgs: { de: { fieldErrors: fieldErrors('de') }, tr: { fieldErrors: fieldErrors('tr') } } },
  play: async (context) => {
    const { labels, fieldErrors: errors } = renderedArgs(context);
    const current = within(context.canvasElement).getByLabelText(labels.currentPassword);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(errors!.currentPassword);
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(renderedArgs(context).labels.success);
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
