import { isLocale, renderedArgs } from '@story/locale';
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
  play: async (context) => {
    const { labels, onSubmit } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.fullName }), 'Jane Smith');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.email }), 'jane@company.com');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.inquiry }), 'A WhatsApp assistant, please.');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(postedFields(mocked(onSubmit).mock.lastCall?.[0])).toEqual({
      fullName: ['Jane Smith'],
      email: ['jane@company.com'],
      inquiry: ['A WhatsApp assistant, please.'],
      website: [''],
    });
  },
};

const fieldErrorsIn = { en: fieldErrorsEn, de: fieldErrorsDe, tr: fieldErrorsTr };
/** The field messages in the language the story runs in. */
const storyFieldErrors = ({ globals }: { globals: Record<string, unknown> }) =>
  fieldErrorsIn[isLocale(globals.locale) ? globals.locale : 'en'];

/** The site validates on submit; this story does the same with the dictionary messages. */
function ValidatingForm({ messages, ...props }: ContactFormProps & { messages: Record<ContactFormField, string> }) {
  const [errors, setErrors] = useState<Partial<Record<ContactFormField, string>>>();
  return (
    <ContactForm
      {...props}
      fieldErrors={errors}
      onSubmit={(data) => {
        const value = (field: ContactFormField) => String(data.get(field) ?? '').trim();
        const next: Partial<Record<ContactFormField, string>> = {};
        for (const field of contactFormFields) if (!value(field)) next[field] = messages.fullName;
        if (value('email') && !value('email').includes('@')) next.email = messages.email;
        setErrors(next);
        props.onSubmit(data);
      }}
    />
  );
}

export const ValidatesOnSubmit: Story = {
  render: (args, context) => <ValidatingForm {...args} messages={storyFieldErrors(context)} />,
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const required = storyFieldErrors(context).fullName;
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const name = canvas.getByRole('textbox', { name: labels.fullName });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(required);
    await expect(canvas.getAllByText(required)).toHaveLength(3);
  },
};

export const Invalid: Story = {
  args: { fieldErrors: fieldErrorsEn },
  parameters: { localeArgs: { de: { fieldErrors: fieldErrorsDe }, tr: { fieldErrors: fieldErrorsTr } } },
};
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: labels.submitting })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: labels.email })).toBeDisabled();
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
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(renderedArgs(context).errorMessage!);
  },
};
export const RateLimited: Story = {
  args: { status: 'error', errorMessage: contactErrorsEn.rateLimited },
  parameters: { localeArgs: { de: { errorMessage: contactErrorsDe.rateLimited }, tr: { errorMessage: contactErrorsTr.rateLimited } } },
};
export const NetworkError: Story = {
  args: { status: 'error', errorMessage: contactErrorsEn.network },
  parameters: { localeArgs: { de: { errorMessage: contactErrorsDe.network }, tr: { errorMessage: contactErrorsTr.network } } },
};
export const LongGerman: Story = {
  args: { labels: contactLabelsDe, status: 'error', fieldErrors: fieldErrorsDe, errorMessage: contactErrorsDe.network },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: { labels: contactLabelsTr }, globals: { locale: 'tr' } };
export const TurkishSubmitting: Story = {
  args: { labels: contactLabelsTr, status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: contactLabelsTr.submitting })).toBeDisabled();
  },
  globals: { locale: 'tr' },
};
export const TurkishInvalid: Story = { args: { labels: contactLabelsTr, fieldErrors: fieldErrorsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
