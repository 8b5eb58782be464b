import { fill, storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { FormSuccess } from './form-success';

/** The thank-you after a form was sent, as the contact and waitlist pages map it. */
const thankYou = (locale: Locale, form: 'contact' | 'waitlist') => {
  const copy = storyCopy[locale];
  return {
    title: copy.common.thankYou,
    message:
      form === 'contact' ? (
        copy.form.success
      ) : (
        <>
          <span>{copy.form.waitlistSuccess}</span> <span>{copy.waitlist.success.checkInbox}</span>
        </>
      ),
    note: form === 'contact' ? copy.contact.success.note : fill(copy.waitlist.success.note, { email: storySite.contactEmail }),
    action: (
      <Button asChild variant="secondary">
        <a href={`/${locale}`}>
          <ArrowLeft aria-hidden />
          {copy.common.backToHome}
        </a>
      </Button>
    ),
  };
};
const de = thankYou('de', 'contact');
const tr = thankYou('tr', 'waitlist');

const meta = {
  title: 'Sections/FormSuccess',
  component: FormSuccess,
  args: thankYou('en', 'contact'),
  parameters: { localeArgs: { de, tr } },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof FormSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactThankYou: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thank you!' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  },
};
export const WaitlistJoined: Story = {
  args: thankYou('en', 'waitlist'),
};
export const LongGerman: Story = { args: de };
export const Turkish: Story = { args: tr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
