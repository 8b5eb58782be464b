import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import {
  sampleCodes,
  sampleQrSvg,
  secondFactorLabelsDe,
  secondFactorLabelsEn,
  secondFactorLabelsHostedDe,
  secondFactorLabelsHostedEn,
  secondFactorLabelsHostedTr,
  secondFactorLabelsTr,
} from './fixtures';
import { SecondFactorSettings } from './second-factor-settings';

const enrolling = { step: 'enrolling', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg: sampleQrSvg } as const;

const meta = {
  title: 'Admin/SecondFactorSettings',
  component: SecondFactorSettings,
  args: {
    labels: secondFactorLabelsEn,
    state: { step: 'off' },
    status: 'idle',
    onStart: fn(),
    onConfirm: fn(),
    onCodesSaved: fn(),
    onRegenerate: fn(),
    onRemove: fn(),
  },
  parameters: {
    usage: {
      when: "Settings: the operator's authenticator app (TOTP) and recovery codes.",
      limits: ['The key is 32 characters and breaks anywhere on a phone.', 'Ten recovery codes, shown once.'],
      states: [
        'Off, enrolling, recovery codes, on; submitting, wrong password, wrong code',
        'Hosted (Supabase Auth): on without recovery codes',
        'German, Turkish, phone',
      ],
    },
    localeArgs: {
      de: { labels: secondFactorLabelsDe },
      tr: { labels: secondFactorLabelsTr },
    },
  },
} satisfies Meta<typeof SecondFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async (context) => {
    const { labels, onStart } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: labels.start }));
    await expect(onStart).toHaveBeenCalledWith('correct horse battery');
  },
};

export const WrongPassword: Story = { args: { passwordError: storyT('en')('admin.password.wrongPassword') } };
export const Submitting: Story = { args: { status: 'submitting' } };
export const Enrolling: Story = { args: { state: enrolling } };
export const WrongCode: Story = { args: { state: enrolling, codeError: storyT('en')('admin.errors.codes.wrong_code') } };
export const RecoveryCodes: Story = { args: { state: { step: 'codes', codes: sampleCodes } } };
export const On: Story = { args: { state: { step: 'on' } } };
/** Hosted mode: Supabase Auth keeps no recovery codes, so there are none to count or replace. */
export const HostedOn: Story = {
  args: { labels: secondFactorLabelsHostedEn, state: { step: 'on' }, recoveryCodes: false },
  parameters: { localeArgs: { de: { labels: secondFactorLabelsHostedDe }, tr: { labels: secondFactorLabelsHostedTr } } },
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(labels.codesLeft)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.regenerate })).toBeNull();
    await expect(canvas.getByRole('button', { name: labels.remove })).toBeEnabled();
  },
};
export const HostedTurkish: Story = {
  args: { labels: secondFactorLabelsHostedTr, state: { step: 'on' }, recoveryCodes: false },
  globals: { locale: 'tr' },
};
export const HostedMobileGerman: Story = {
  args: { labels: secondFactorLabelsHostedDe, state: { step: 'on' }, recoveryCodes: false },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};
export const Throttled: Story = { args: { state: { step: 'on' }, error: storyT('en')('admin.errors.codes.rate_limited') } };

export const German: Story = {
  args: { labels: secondFactorLabelsDe, state: enrolling, codeError: storyT('de')('admin.errors.codes.wrong_code') },
  globals: { locale: 'de' },
};
export const GermanOn: Story = { args: { labels: secondFactorLabelsDe, state: { step: 'on' } }, globals: { locale: 'de' } };
export const Turkish: Story = {
  args: { labels: secondFactorLabelsTr, state: { step: 'codes', codes: sampleCodes } },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { args: { state: enrolling }, globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = {
  args: { labels: secondFactorLabelsDe, state: { step: 'codes', codes: sampleCodes } },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};
