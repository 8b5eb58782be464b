import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { postedFields } from '../../../test-support/form-data';
import { ContactForm, contactFormFields, type ContactFormField, type ContactFormProps } from './contact-form';
import {
  contactErrorsDe,
  contactErrorsEn,
  contactErrorsTr,
  contactLabelsDe,
  contactLabelsEn,
  contactLabelsTr,
  fieldErrorsDe,
  fieldErrorsEn,
  fieldErrorsTr,
} from './fixtures';

const meta = {
  title: 'Sections/ContactForm',
  component: ContactForm,
  args: { labels: contactLabelsEn, status: 'idle', honeypotName: 'website', privacyHref: '/en/privacy', onSubmit: fn() },
  parameters: {
    usage: {
      do: [
        'Ask only what the first call needs: name, e-mail and the enquiry.',
        'Keep the submit label a promise of what happens next: “Send message”.',
      ],
      dont: [
        "Adding required fields without changing the server's validation and the e-mail: the form, the API and the message share one schema.",
      ],
      when: 'The contact inquiry: name, e-mail and message, posted to the server as HTML first and as JSON once hydrated.',
      limits: ['Labels: one line at 390 px in German and Turkish; errors may wrap.'],
      states: [
        'Idle, submitting',
        'Invalid (field errors, first invalid field focused)',
        'Server error, rate limited, no network',
        'German, Turkish, phone',
      ],
    },
    localeArgs: { de: { labels: contactLabelsDe }, tr: { labels: contactLabelsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SubmitsWhatWasTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Jane Smith');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@company.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Inquiry' }), 'A WhatsApp assistant, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send inquiry' }));
    await expect(postedFields(mocked(args.onSubmit).mock.lastCall?.[0])).toEqual({
      fullName: ['Jane Smith'],
      email: ['jane@company.com'],
      inquiry: ['A WhatsApp assistant, please.'],
      website: [''],
    });
  },
};

/** The site validates on submit; this story does the same with the dictionary messages. */
function ValidatingForm(props: ContactFormProps) {
  const [errors, setErrors] = useState<Partial<Record<ContactFormField, string>>>();
  return (
    <ContactForm
      {...props}
      fieldErrors={errors}
      onSubmit={(data) => {
        const value = (field: ContactFormField) => String(data.get(field) ?? '').trim();
        const next: Partial<Record<ContactFormField, string>> = {};
        for (const field of contactFormFields) if (!value(field)) next[field] = fieldErrorsEn.fullName;
        if (value('email') && !value('email').includes('@')) next.email = fieldErrorsEn.email;
        setErrors(next);
        props.onSubmit(data);
      }}
    />
  );
}

export const ValidatesOnSubmit: Story = {
  render: (args) => <ValidatingForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send inquiry' }));
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
  },
};

export const Invalid: Story = { args: { fieldErrors: fieldErrorsEn } };
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
export const ServerError: Story = {
  args: { status: 'error', errorMessage: contactErrorsEn.failure },
  parameters: {
    localeArgs: {
      de: { labels: contactLabelsDe, errorMessage: contactErrorsDe.failure },
      tr: { labels: contactLabelsTr, errorMessage: contactErrorsTr.failure },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(contactErrorsEn.failure);
  },
};
export const RateLimited: Story = { args: { status: 'error', errorMessage: contactErrorsEn.rateLimited } };
export const NetworkError: Story = { args: { status: 'error', errorMessage: contactErrorsEn.network } };
export const LongGerman: Story = {
  args: { labels: contactLabelsDe, status: 'error', fieldErrors: fieldErrorsDe, errorMessage: contactErrorsDe.network },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: { labels: contactLabelsTr }, globals: { locale: 'tr' } };
export const TurkishSubmitting: Story = {
  args: { labels: contactLabelsTr, status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  },
  globals: { locale: 'tr' },
};
export const TurkishInvalid: Story = { args: { labels: contactLabelsTr, fieldErrors: fieldErrorsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
