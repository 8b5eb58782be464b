import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { passkeyLabelsDe, passkeyLabelsEn, passkeyLabelsTr, samplePasskeysDe, samplePasskeysEn, samplePasskeysTr } from './fixtures';
import { PasskeySettings } from './passkey-settings';

const meta = {
  title: 'Admin/PasskeySettings',
  component: PasskeySettings,
  args: {
    labels: passkeyLabelsEn,
    passkeys: samplePasskeysEn,
    status: 'idle',
    supported: true,
    onAdd: fn(),
    onRemove: fn(),
  },
  parameters: {
    usage: {
      when: "Settings: the operator's passkeys, as a second factor and a way in without the password.",
      limits: ['Names up to 100 characters, wrapped.', 'Adding and removing both ask for the current password.'],
      states: ['Loading, empty, listed; submitting, missing name, wrong password, browser without passkeys', 'German, Turkish, phone'],
    },
    localeArgs: { de: { labels: passkeyLabelsDe }, tr: { labels: passkeyLabelsTr } },
  },
} satisfies Meta<typeof PasskeySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample passkeys described in the toolbar's language (stories without passkeys keep none). */
const samplesInLocale = { localeArgs: { de: { passkeys: samplePasskeysDe }, tr: { passkeys: samplePasskeysTr } } };

/** An arg of dictionary copy in each language, for a story whose text follows the toolbar. */
const inEachLocale = (
  arg: 'error' | 'nameError' | 'passwordError',
  key: 'admin.passkeys.nameRequired' | 'admin.password.wrongPassword' | 'admin.errors.codes.passkey_cancelled',
  passkeys = true,
) => ({
  args: { [arg]: storyT('en')(key) },
  parameters: {
    localeArgs: {
      de: { [arg]: storyT('de')(key), ...(passkeys ? { passkeys: samplePasskeysDe } : {}) },
      tr: { [arg]: storyT('tr')(key), ...(passkeys ? { passkeys: samplePasskeysTr } : {}) },
    },
  },
});

export const Listed: Story = {
  parameters: samplesInLocale,
  play: async (context) => {
    const { labels, passkeys } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: labels.removeOf(passkeys![1]!.name) }));
    await expect(context.args.onRemove).toHaveBeenCalledWith({ id: passkeys![1]!.id, password: 'correct horse battery' });
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.name), 'Work laptop');
    await userEvent.type(canvas.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: labels.add }));
    await expect(context.args.onAdd).toHaveBeenCalledWith({ name: 'Work laptop', password: 'correct horse battery' });
  },
};

export const Loading: Story = { args: { passkeys: undefined } };
export const Submitting: Story = { args: { status: 'submitting' }, parameters: samplesInLocale };
export const MissingName: Story = {
  ...inEachLocale('nameError', 'admin.passkeys.nameRequired', false),
  args: { passkeys: [], nameError: storyT('en')('admin.passkeys.nameRequired') },
};
export const WrongPassword: Story = inEachLocale('passwordError', 'admin.password.wrongPassword');
export const Cancelled: Story = inEachLocale('error', 'admin.errors.codes.passkey_cancelled');
export const Unsupported: Story = { args: { supported: false }, parameters: samplesInLocale };

export const LongGerman: Story = {
  args: {
    labels: passkeyLabelsDe,
    passkeys: [
      ...samplePasskeysDe,
      { id: 'cred-3', name: 'Arbeitsplatzrechner im Büro Düsseldorf-Oberkassel', detail: samplePasskeysDe[1]!.detail },
    ],
    passwordError: storyT('de')('admin.password.wrongPassword'),
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { labels: passkeyLabelsTr, passkeys: samplePasskeysTr, error: storyT('tr')('admin.errors.codes.passkey_cancelled') },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { parameters: samplesInLocale, globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileTurkish: Story = {
  args: { labels: passkeyLabelsTr, passkeys: samplePasskeysTr },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
};
