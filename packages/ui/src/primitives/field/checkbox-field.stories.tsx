import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './checkbox-field';

/** The waitlist's consent wording in a language (the box's first use). */
const consent = (locale: 'en' | 'de' | 'tr') => {
  const t = storyT(locale);
  return { label: t('waitlist.consent.label'), privacyLink: t('waitlist.consent.privacyLink'), required: t('waitlist.consent.required') };
};
const link = (locale: 'en' | 'de' | 'tr') => (
  <a href="#privacy" className="font-medium text-accent-strong underline underline-offset-2">
    {consent(locale).privacyLink}
  </a>
);

const meta = {
  title: 'Primitives/CheckboxField',
  component: CheckboxField,
  args: { name: 'consent', label: consent('en').label, after: link('en') },
  parameters: {
    usage: {
      when: 'One consent or choice a visitor ticks in a form (the privacy consent of the contact and waitlist forms), with its label, a link after it and its error.',
      limits: [
        'Label: up to two lines at 390 px; the German consent text is the longest and wraps under the box, which stays aligned to its first line.',
      ],
      states: [
        'Unticked, ticked by the label and the keyboard',
        'Invalid with its message',
        'Disabled',
        'Long German and Turkish labels, and on a phone',
      ],
      do: ['Write the label as what the visitor agrees to, in their words.'],
      dont: ["A pre-ticked consent: it must be the visitor's own choice."],
    },
    localeArgs: {
      de: { label: consent('de').label, after: link('de') },
      tr: { label: consent('tr').label, after: link('tr') },
    },
  },
  decorators: [(Story) => <div className="max-w-xl p-6">{Story()}</div>],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};

export const TicksByLabelAndKeyboard: Story = {
  play: async (context) => {
    const label = renderedArgs(context).label as string;
    const canvas = within(context.canvasElement);
    const box = canvas.getByRole('checkbox', { name: label });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(label));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Invalid: Story = { args: { error: consent('en').required } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongGerman: Story = {
  args: { label: consent('de').label, after: link('de'), error: consent('de').required },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { label: consent('tr').label, after: link('tr'), error: consent('tr').required },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { error: consent('en').required } };
