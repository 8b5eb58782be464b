import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import {
  signInCodeLabelsAppOnlyDe,
  signInCodeLabelsAppOnlyEn,
  signInCodeLabelsAppOnlyTr,
  signInCodeLabelsDe,
  signInCodeLabelsEn,
  signInCodeLabelsTr,
} from './fixtures';
import { SignInCodeForm } from './sign-in-code-form';

const meta = {
  title: 'Admin/SignInCodeForm',
  component: SignInCodeForm,
  args: { labels: signInCodeLabelsEn, status: 'idle', startOverHref: '/admin', onSubmit: fn() },
  parameters: {
    usage: {
      when: "The sign-in's second step after the password: the authenticator's code or a recovery code, posted as HTML first.",
      limits: ['Title and lead: two lines each on a phone.'],
      states: ['Idle, submitting, error', "Hosted (Supabase Auth): the app's code only", 'German, Turkish, phone'],
    },
    localeArgs: {
      de: { labels: signInCodeLabelsDe },
      tr: { labels: signInCodeLabelsTr },
    },
  },
} satisfies Meta<typeof SignInCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    await userEvent.type(within(context.canvasElement).getByLabelText(labels.code), '123456');
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).labels.submitting })).toBeDisabled();
  },
};

/** As the server sends it back after a wrong code posted without scripts: the same words as a wrong password. */
export const ServedFailure: Story = {
  args: { method: 'post', error: storyT('en')('admin.signIn.invalidCredentials') },
  parameters: {
    localeArgs: {
      de: { error: storyT('de')('admin.signIn.invalidCredentials') },
      tr: { error: storyT('tr')('admin.signIn.invalidCredentials') },
    },
  },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(renderedArgs(context).error!);
  },
};

export const German: Story = {
  args: { labels: signInCodeLabelsDe, error: storyT('de')('admin.signIn.invalidCredentials') },
  globals: { locale: 'de' },
};

export const Turkish: Story = { args: { labels: signInCodeLabelsTr }, globals: { locale: 'tr' } };
/** Hosted mode: Supabase Auth keeps no recovery codes, so the lead asks for the app's code only. */
export const AppCodeOnly: Story = {
  args: { labels: signInCodeLabelsAppOnlyEn },
  parameters: { localeArgs: { de: { labels: signInCodeLabelsAppOnlyDe }, tr: { labels: signInCodeLabelsAppOnlyTr } } },
};
export const AppCodeOnlyMobileTurkish: Story = {
  args: { labels: signInCodeLabelsAppOnlyTr },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = {
  args: { labels: signInCodeLabelsDe, error: storyT('de')('admin.signIn.invalidCredentials') },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};

/** The account has a passkey: offered instead of the code (scripts on), and remembered when the code posts as HTML. */
export const WithPasskey: Story = {
  args: { onPasskey: fn(), method: 'post' },
  play: async (context) => {
    const { labels, onPasskey } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(context.canvasElement.querySelector('input[type="hidden"][name="passkey"]')).toHaveValue('offered');
    await userEvent.click(canvas.getByRole('button', { name: labels.passkey!.use }));
    await expect(onPasskey).toHaveBeenCalledOnce();
  },
};
export const WithPasskeyTurkish: Story = { args: { labels: signInCodeLabelsTr, onPasskey: fn() }, globals: { locale: 'tr' } };
export const WithPasskeyMobileGerman: Story = {
  args: { labels: signInCodeLabelsDe, onPasskey: fn(), error: storyT('de')('admin.errors.codes.passkey_cancelled') },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};
