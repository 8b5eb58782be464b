import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactLabelsDe, contactLabelsEn, contactLabelsTr } from '../contact-form/fixtures';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

const meta = {
  title: 'Sections/SubmitButton',
  component: SubmitButton,
  args: { busy: false, label: contactLabelsEn.submit, busyLabel: contactLabelsEn.submitting, icon: <Send aria-hidden /> },
  parameters: {
    usage: {
      when: "A form's submit button: its busy label while sending, focus back on it after a failure.",
      limits: ['Label: one line at 390 px (the busy label too: “Gönderiliyor...”).'],
      states: ['Idle, busy, focus after failure', 'German, Turkish, phone'],
    },
    localeArgs: {
      de: { label: contactLabelsDe.submit, busyLabel: contactLabelsDe.submitting },
      tr: { label: contactLabelsTr.submit, busyLabel: contactLabelsTr.submitting },
    },
  },
  decorators: [(Story) => <div className="p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Inside a fieldset that the form disables while sending, as the forms use it. */
export const Busy: Story = {
  args: { busy: true },
  render: (args) => (
    <fieldset disabled className="m-0 border-0 p-0">
      <SubmitButton {...args} />
    </fieldset>
  ),
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).busyLabel })).toBeDisabled();
  },
};

/** A submission that fails: the form is disabled while sending, then the keyboard is back on the button. */
function FailingForm({ onSend, ...args }: SubmitButtonProps & { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setBusy(true);
        // The server's answer (a failure) arrives a moment later.
        setTimeout(() => setBusy(false), 50);
      }}
    >
      <fieldset disabled={busy} className="m-0 border-0 p-0">
        <SubmitButton {...args} busy={busy} />
      </fieldset>
    </form>
  );
}

const sent = fn();

export const FocusReturnsAfterFailure: Story = {
  render: (args) => <FailingForm {...args} onSend={sent} />,
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = renderedArgs(context);
    const button = within(canvasElement).getByRole('button', { name: label });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(sent).toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: label })).toHaveFocus());
  },
};
export const LongGerman: Story = {
  args: { label: contactLabelsDe.submit, busyLabel: contactLabelsDe.submitting },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: { label: contactLabelsTr.submit, busyLabel: contactLabelsTr.submitting }, globals: { locale: 'tr' } };
export const TurkishBusy: Story = {
  ...Busy,
  args: { busy: true, label: contactLabelsTr.submit, busyLabel: contactLabelsTr.submitting },
  play: undefined,
  globals: { locale: 'tr' },
};
export const Mobile: Story = { args: { className: 'w-full sm:w-auto' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
