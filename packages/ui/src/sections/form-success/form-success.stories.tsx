import { actionLink } from '@story/action-link';
import { storyContext } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import { contactSuccessProps, waitlistSuccessProps } from '@zk/site/props';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormSuccess } from './form-success';

/** The thank-you after a form was sent, by the site's own `contactSuccessProps` and `waitlistSuccessProps`. */
const thankYou = (locale: Locale, form: 'contact' | 'waitlist') =>
  (form === 'contact' ? contactSuccessProps : waitlistSuccessProps)(storyContext(locale));
const de = thankYou('de', 'contact');
const tr = thankYou('tr', 'waitlist');

const meta = {
  title: 'Sections/FormSuccess',
  component: FormSuccess,
  args: thankYou('en', 'contact'),
  parameters: {
    usage: {
      when: 'The thank-you that replaces a form once it was sent: heading (takes focus), message, note and the way back home.',
      limits: ['Heading: one short line.'],
      states: ['Contact, waitlist', 'German, Turkish, phone'],
    },
    localeArgs: { de, tr: thankYou('tr', 'contact') },
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof FormSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactThankYou: Story = {
  play: async (context) => {
    const { title, action } = renderedArgs(context);
    const link = actionLink(action);
    const canvas = within(context.canvasElement);
    await expect(link.href).toBe(`/${context.globals.locale}`);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
  },
};
export const WaitlistJoined: Story = {
  args: thankYou('en', 'waitlist'),
  parameters: { localeArgs: { de: thankYou('de', 'waitlist'), tr } },
};
export const LongGerman: Story = { args: de, globals: { locale: 'de' } };
export const Turkish: Story = { args: tr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
