import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { expect, within } from 'storybook/test';
import { FormAlert } from './field';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { name: 'email', type: 'email', label: 'Email', placeholder: 'jane@company.com', required: true },
  parameters: {
    usage: {
      when: "Every text input of the forms: a label above, the input (or a multi-line text area), a hint or an error under it. Use the form sections' own fields (NameEmailFields) when a form needs name and e-mail.",
      limits: [
        'Label: 1 to 3 words; German labels run about a third longer (“E-Mail-Adresse”) and stay on one line at 390 px up to about 30 characters.',
        "Placeholder: an example value, never the label's only copy.",
      ],
      states: [
        'Idle, Required marked, Invalid with its message, Multiline, Disabled',
        'Long German and Turkish labels, and on a phone',
        'Alert: an error announced to screen readers',
      ],
      do: [
        'A visible label for every field; the placeholder shows an example.',
        'Say in the error what to do: “Enter an e-mail address like name@company.com”.',
        'Mark the required fields and say so once above the form.',
      ],
      dont: [
        'A placeholder as the label: it disappears as one types.',
        'Validating while the visitor is still typing: errors show after they leave the field or submit.',
      ],
    },
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
export const RequiredMarked: Story = {
  args: { name: 'fullName', type: 'text', label: 'Full Name', markRequired: true },
  parameters: { localeArgs: { de: { label: storyT('de')('common.fullName') }, tr: { label: storyT('tr')('common.fullName') } } },
};
export const Invalid: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'jane@' },
  parameters: {
    localeArgs: {
      de: { error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
      tr: { error: 'Lütfen geçerli bir e-posta adresi girin' },
    },
  },
  play: async (context) => {
    const { label, error } = renderedArgs(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: String(label) });
    await expect(input).toHaveAccessibleDescription(String(error));
    await expect(input).toBeInvalid();
  },
};
export const Multiline: Story = {
  args: { name: 'inquiry', type: undefined, label: 'Your Inquiry', rows: 6, placeholder: 'Tell us about your business.' },
  parameters: {
    localeArgs: {
      de: { label: storyT('de')('common.inquiry'), placeholder: storyT('de')('placeholders.message') },
      tr: { label: storyT('tr')('common.inquiry'), placeholder: storyT('tr')('placeholders.message') },
    },
  },
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
  globals: { locale: 'en' },
  render: () => <FormAlert>Failed to submit form. Please try again later.</FormAlert>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to submit form.');
  },
};
