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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  },
};
export const MarkedRequired: Story = { args: { markRequired: true } };
export const SentBack: Story = { args: { defaultValues: { fullName: 'Jane Smith', email: 'jane@company' } } };
export const Invalid: Story = {
  args: { defaultValues: { email: 'jane@company' }, errors: { fullName: fieldErrorsEn.fullName, email: fieldErrorsEn.email } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(fieldErrorsEn.email);
  },
};
export const LongGerman: Story = {
  args: { labels: contactLabelsDe, markRequired: true, errors: { fullName: fieldErrorsDe.fullName, email: fieldErrorsDe.email } },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: { labels: contactLabelsTr, errors: { email: fieldErrorsTr.email } }, globals: { locale: 'tr' } };
export const Mobile: Story = {
  args: { errors: { fullName: fieldErrorsEn.fullName } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
