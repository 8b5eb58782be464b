import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './field';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { name: 'email', type: 'email', label: 'Email', placeholder: 'jane@company.com', required: true },
  parameters: {
    localeArgs: {
      de: { label: 'E-Mail', placeholder: 'erika@unternehmen.de' },
      tr: { label: 'E-posta', placeholder: 'ayse@sirketiniz.com' },
    },
  },
  decorators: [(Story) => <div className="max-w-md p-6">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const RequiredMarked: Story = { args: { name: 'fullName', type: 'text', label: 'Full Name', markRequired: true } };
export const Invalid: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'jane@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(input).toBeInvalid();
  },
};
export const Multiline: Story = {
  args: { name: 'inquiry', type: undefined, label: 'Your Inquiry', rows: 6, placeholder: 'Tell us about your business.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@company.com' } };
export const LongGerman: Story = {
  args: {
    label: 'E-Mail-Adresse für Rückfragen',
    error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    placeholder: 'erika@unternehmen.de',
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { label: 'E-posta', error: 'Lütfen geçerli bir e-posta adresi girin', placeholder: 'ayse@sirketiniz.com' },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Alert: Story = {
  render: () => <FormAlert>Failed to submit form. Please try again later.</FormAlert>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to submit form.');
  },
};
