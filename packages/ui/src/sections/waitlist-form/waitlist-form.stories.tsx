import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { postedFields } from '../../../test-support/form-data';
import {
  fieldErrorsEn,
  fieldErrorsIn,
  servicesDe,
  servicesEn,
  servicesTr,
  waitlistErrors,
  waitlistLabelsDe,
  waitlistLabelsEn,
  waitlistLabelsTr,
} from './fixtures';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form';

const meta = {
  title: 'Sections/WaitlistForm',
  component: WaitlistForm,
  args: {
    services: servicesEn,
    labels: waitlistLabelsEn,
    status: 'idle',
    honeypotName: 'website',
    privacyHref: '/en/privacy',
    onSubmit: fn(),
  },
  parameters: {
    usage: {
      do: [
        'Say what the visitor gets and when, above the form.',
        'Keep it to the service tiles, name and e-mail: every field more costs sign-ups.',
      ],
      dont: ['Hiding the privacy consent in small print: it is a field with its own label and error.'],
      when: 'The waitlist: service tiles (native checkboxes) and name and e-mail; the button stays disabled until a service is chosen.',
      limits: ['Tile titles: one line in the two-column grid; descriptions two to three lines.'],
      states: [
        'Nothing selected, preselected from ?service=',
        'Invalid, sent back without a service',
        'Submitting, server error, no valid services, rate limited, no network',
        'German, Turkish, phone',
      ],
    },
    localeArgs: { de: { services: servicesDe, labels: waitlistLabelsDe }, tr: { services: servicesTr, labels: waitlistLabelsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof WaitlistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: (name) => name.includes(labels.submit) })).toBeDisabled();
    await expect(canvas.getByText(labels.selectService)).toBeVisible();
  },
};

export const Preselected: Story = {
  args: { defaultSelected: ['cold-email'] },
  play: async (context) => {
    const { labels, services } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('checkbox', { name: services.find(({ id }) => id === 'cold-email')!.title })).toBeChecked();
    await expect(canvas.getByRole('button', { name: (name) => name.includes(labels.submit) })).toBeEnabled();
  },
};

export const TogglesByClickAndKeyboard: Story = {
  play: async (context) => {
    const { labels, services, onSubmit } = renderedArgs(context);
    const title = (id: string) => services.find((service) => service.id === id)!.title;
    const canvas = within(context.canvasElement);
    const phone = canvas.getByRole('checkbox', { name: title('phone-callers') });
    await userEvent.click(phone);
    await expect(phone).toBeChecked();
    await userEvent.click(phone);
    await expect(phone).not.toBeChecked();
    const telegram = canvas.getByRole('checkbox', { name: title('telegram') });
    telegram.focus();
    await userEvent.keyboard(' ');
    await expect(telegram).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(telegram).not.toBeChecked();
    await userEvent.keyboard(' ');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.fullName }), 'Jane Smith');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.email }), 'jane@company.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: labels.consent }));
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.includes(labels.submit) }));
    await expect(postedFields(mocked(onSubmit).mock.lastCall?.[0])).toEqual({
      services: ['telegram'],
      fullName: ['Jane Smith'],
      email: ['jane@company.com'],
      consent: ['on'],
      website: [''],
    });
  },
};

/** A story's error in German and Turkish under the toolbar's locale, with the meta's copy. */
const translated = (errors: (locale: 'de' | 'tr') => Partial<WaitlistFormProps>) => ({
  localeArgs: { de: errors('de'), tr: errors('tr') },
});

export const Invalid: Story = {
  args: { defaultSelected: ['instagram'], fieldErrors: fieldErrorsEn },
  parameters: translated((locale) => ({ fieldErrors: fieldErrorsIn[locale] })),
};
/** Sent without the consent ticked: the message at the box, which stays unticked for the visitor to tick. */
export const ConsentMissing: Story = {
  args: {
    defaultSelected: ['telegram'],
    defaultValues: { fullName: 'Jane Smith', email: 'jane@company.com' },
    fieldErrors: { consent: storyT('en')('waitlist.consent.required') },
  },
  parameters: {
    localeArgs: {
      de: { services: servicesDe, labels: waitlistLabelsDe, fieldErrors: { consent: storyT('de')('waitlist.consent.required') } },
      tr: { services: servicesTr, labels: waitlistLabelsTr, fieldErrors: { consent: storyT('tr')('waitlist.consent.required') } },
    },
  },
  play: async (context) => {
    const { labels, fieldErrors } = renderedArgs(context);
    const box = within(context.canvasElement).getByRole('checkbox', { name: labels.consent });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(fieldErrors!.consent!);
    await expect(box).toHaveFocus();
  },
};
/** A form the server sent back (posted before scripts ran): the input kept, the missing choice marked at the tiles. */
export const SentBackWithoutService: Story = {
  args: {
    defaultValues: { fullName: 'Jane Smith', email: 'jane@company.com' },
    fieldErrors: { services: waitlistLabelsEn.selectService },
  },
  parameters: {
    localeArgs: {
      de: { services: servicesDe, labels: waitlistLabelsDe, fieldErrors: { services: waitlistLabelsDe.selectService } },
      tr: { services: servicesTr, labels: waitlistLabelsTr, fieldErrors: { services: waitlistLabelsTr.selectService } },
    },
  },
  play: async (context) => {
    const { labels, fieldErrors } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.fullName })).toHaveValue('Jane Smith');
    await expect(canvas.getByRole('group', { name: labels.services })).toHaveAccessibleDescription(new RegExp(fieldErrors!.services!));
  },
};
export const Submitting: Story = {
  args: { defaultSelected: ['instagram', 'telegram'], status: 'submitting' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).labels.submitting })).toBeDisabled();
  },
};
export const ServerError: Story = {
  args: { defaultSelected: ['twitter'], status: 'error', errorMessage: waitlistErrors.en.failure },
  parameters: {
    localeArgs: {
      de: { services: servicesDe, labels: waitlistLabelsDe, errorMessage: waitlistErrors.de.failure },
      tr: { services: servicesTr, labels: waitlistLabelsTr, errorMessage: waitlistErrors.tr.failure },
    },
  },
};
export const NoValidServices: Story = {
  args: { defaultSelected: ['twitter'], status: 'error', errorMessage: waitlistErrors.en.noValidServices },
  parameters: translated((locale) => ({ errorMessage: waitlistErrors[locale].noValidServices })),
};
export const RateLimited: Story = {
  args: { defaultSelected: ['twitter'], status: 'error', errorMessage: waitlistErrors.en.rateLimited },
  parameters: translated((locale) => ({ errorMessage: waitlistErrors[locale].rateLimited })),
};
export const NetworkError: Story = {
  args: { defaultSelected: ['twitter'], status: 'error', errorMessage: waitlistErrors.en.network },
  parameters: translated((locale) => ({ errorMessage: waitlistErrors[locale].network })),
};
export const LongGerman: Story = {
  args: {
    services: servicesDe,
    labels: waitlistLabelsDe,
    defaultSelected: ['personalized-email'],
    status: 'error',
    errorMessage: waitlistErrors.de.failure,
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { services: servicesTr, labels: waitlistLabelsTr, defaultSelected: ['phone-callers'] },
  globals: { locale: 'tr' },
};
export const TurkishSubmitting: Story = {
  args: { services: servicesTr, labels: waitlistLabelsTr, defaultSelected: ['phone-callers'], status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: waitlistLabelsTr.submitting })).toBeDisabled();
  },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { args: { defaultSelected: ['cold-email'] }, globals: { viewport: { value: 'mobile', isRotated: false } } };
