import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
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

const invalidCredentials = {
  en: storyT('en')('admin.signIn.invalidCredentials'),
  de: storyT('de')('admin.signIn.invalidCredentials'),
  tr: storyT('tr')('admin.signIn.invalidCredentials'),
};

export const Idle: Story = {
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    const submit = canvas.getByRole('button', { name: labels.submit });
    await userEvent.click(submit);
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(labels.email)).toHaveAttribute('type', 'email');
    await userEvent.type(canvas.getByLabelText(labels.email), 'owner@zk.example');
    await userEvent.type(canvas.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@zk.example', password: 'correct horse battery' });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).labels.submitting })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  args: { error: invalidCredentials.en },
  parameters: { localeArgs: { de: { error: invalidCredentials.de }, tr: { error: invalidCredentials.tr } } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(renderedArgs(context).error!);
  },
};

/** The form as the server sends it back after a failed attempt posted without scripts: the e-mail kept. */
export const ServedFailure: Story = {
  args: { method: 'post', defaultEmail: 'owner@zk.example', error: invalidCredentials.en },
  parameters: { localeArgs: { de: { error: invalidCredentials.de }, tr: { error: invalidCredentials.tr } } },
  play: async (context) => {
    const { labels, error } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByLabelText(labels.email)).toHaveValue('owner@zk.example');
    await expect(canvas.getByLabelText(labels.password)).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent(error!);
  },
};

export const German: Story = {
  args: { labels: signInLabelsDe, error: storyT('de')('admin.signIn.invalidCredentials') },
  globals: { locale: 'de' },
};

export const Turkish: Story = { args: { labels: signInLabelsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** With passkeys on this server: a passkey alone signs in, and the e-mail field offers them too (autofill). */
export const WithPasskey: Story = {
  args: { onPasskey: fn() },
  play: async (context) => {
    const { labels, onPasskey } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByLabelText(labels.email)).toHaveAttribute('autocomplete', 'username webauthn');
    await userEvent.click(canvas.getByRole('button', { name: labels.passkey!.use }));
    await expect(onPasskey).toHaveBeenCalledOnce();
  },
};
export const WithPasskeyGerman: Story = { args: { labels: signInLabelsDe, onPasskey: fn() }, globals: { locale: 'de' } };
export const WithPasskeyMobileTurkish: Story = {
  args: { labels: signInLabelsTr, onPasskey: fn() },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
};
