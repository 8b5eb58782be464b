import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactLabelsDe, contactLabelsEn, contactLabelsTr, fieldErrorsDe, fieldErrorsEn, fieldErrorsTr } from '../contact-form/fixtures';
import { NameEmailFields } from './name-email-fields';

const meta = {
  title: 'Sections/NameEmailFields',
  component: NameEmailFields,
  args: { labels: contactLabelsEn },
  parameters: {
    usage: {
      when: 'The name and e-mail pair shared by the contact and waitlist forms.',
      limits: ['Labels: one line at 390 px.'],
      states: ['Empty, required marks, sent back by the server, invalid', 'German, Turkish, phone'],
    },
    localeArgs: { de: { labels: contactLabelsDe }, tr: { labels: contactLabelsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof NameEmailFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.fullName })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveAttribute('type', 'email');
  },
};
export const MarkedRequired: Story = { args: { markRequired: true } };
export const SentBack: Story = { args: { defaultValues: { fullName: 'Jane Smith', email: 'jane@company' } } };
export const Invalid: Story = {
  args: { defaultValues: { email: 'jane@company' }, errors: { fullName: fieldErrorsEn.fullName, email: fieldErrorsEn.email } },
  parameters: {
    localeArgs: {
      de: { errors: { fullName: fieldErrorsDe.fullName, email: fieldErrorsDe.email } },
      tr: { errors: { fullName: fieldErrorsTr.fullName, email: fieldErrorsTr.email } },
    },
  },
  play: async (context) => {
    const { labels, errors } = renderedArgs(context);
    const email = within(context.canvasElement).getByRole('textbox', { name: labels.email });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(errors!.email!);
  },
};
export const LongGerman: Story = {
  args: { labels: contactLabelsDe, markRequired: true, errors: { fullName: fieldErrorsDe.fullName, email: fieldErrorsDe.email } },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: { labels: contactLabelsTr, errors: { email: fieldErrorsTr.email } }, globals: { locale: 'tr' } };
export const Mobile: Story = {
  args: { errors: { fullName: fieldErrorsEn.fullName } },
  parameters: {
    localeArgs: { de: { errors: { fullName: fieldErrorsDe.fullName } }, tr: { errors: { fullName: fieldErrorsTr.fullName } } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
