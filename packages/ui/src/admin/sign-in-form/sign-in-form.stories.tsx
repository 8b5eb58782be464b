import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { signInLabelsDe, signInLabelsEn, signInLabelsTr } from './fixtures';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Admin/SignInForm',
  component: SignInForm,
  args: { labels: signInLabelsEn, status: 'idle', onSubmit: fn() },
  parameters: {
    usage: {
      when: "The operator's sign-in: e-mail and password, posted as HTML first.",
      limits: ['Title and lead: two lines each on a phone.'],
      states: ['Idle, submitting, error', 'German, Turkish, phone'],
    },
    localeArgs: {
      de: { labels: signInLabelsDe },
      tr: { labels: signInLabelsTr },
    },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@zk.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'owner@zk.example', password: 'correct horse battery' });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  args: { error: storyT('en')('admin.signIn.invalidCredentials') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** The form as the server sends it back after a failed attempt posted without scripts: the e-mail kept. */
export const ServedFailure: Story = {
  args: { method: 'post', defaultEmail: 'owner@zk.example', error: storyT('en')('admin.signIn.invalidCredentials') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('owner@zk.example');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const German: Story = {
  args: { labels: signInLabelsDe, error: storyT('de')('admin.signIn.invalidCredentials') },
  globals: { locale: 'de' },
};

export const Turkish: Story = { args: { labels: signInLabelsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
