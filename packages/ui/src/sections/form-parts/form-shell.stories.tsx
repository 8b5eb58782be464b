import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContactFormLabels } from '../contact-form/contact-form';
import { contactLabelsDe, contactLabelsEn, contactLabelsTr } from '../contact-form/fixtures';
import { FormShell, type FormShellProps } from './form-shell';
import { NameEmailFields } from './name-email-fields';
import { SubmitButton } from './submit-button';

/** The shell with the fields and button the forms put in it, in one language. */
function ShellWithFields({ labels, ...props }: Omit<FormShellProps, 'children'> & { labels: ContactFormLabels }) {
  const busy = props.status === 'submitting';
  return (
    <FormShell fieldsetClassName="gap-6" {...props}>
      <NameEmailFields labels={labels} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} icon={<Send aria-hidden />} className="sm:self-start" />
    </FormShell>
  );
}

const meta = {
  title: 'Sections/FormShell',
  component: ShellWithFields,
  args: { labels: contactLabelsEn, status: 'idle', onSubmit: fn((event) => event.preventDefault()) },
  parameters: {
    usage: {
      when: 'The frame of every public form: no browser validation, data-state, aria-busy and the fieldset that disables every control while sending. Use it for any new form.',
      states: ['Idle, submitting', 'German, Turkish, phone'],
    },
    localeArgs: { de: { labels: contactLabelsDe }, tr: { labels: contactLabelsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof ShellWithFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    // No browser bubble for the empty required fields: the form submits, and the caller's checks answer.
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(onSubmit).toHaveBeenCalledOnce();
  },
};
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.fullName })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.submitting })).toBeDisabled();
  },
};
export const LongGerman: Story = { args: { labels: contactLabelsDe }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { labels: contactLabelsTr, status: 'submitting' }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
