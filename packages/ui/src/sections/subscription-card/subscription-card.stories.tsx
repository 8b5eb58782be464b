import { fill, storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';

const token = 'Jq3v0Yt1bW2c8sKx5nRzA9fL4pE7hUuDmGiCo6TaXyQ';
const services = (locale: Locale) => [storyCopy[locale].waitlist.services.coldEmail.title, storyCopy[locale].waitlist.services.telegram.title];
const home = (locale: Locale) => (
  <Button asChild variant="secondary">
    <a href={`/${locale}`}>
      <ArrowLeft aria-hidden />
      {storyCopy[locale].common.backToHome}
    </a>
  </Button>
);

/** The confirmation page as the site maps it (pages/subscription-page.tsx). */
const confirm = (locale: Locale, outcome: 'ask' | 'done'): SubscriptionCardProps => {
  const copy = storyCopy[locale].subscription.confirm;
  return outcome === 'ask'
    ? {
        outcome,
        title: copy.title,
        lead: copy.lead,
        items: { label: copy.servicesTitle, list: services(locale) },
        form: { action: `/${locale}/waitlist/confirm`, hidden: { token }, submit: copy.button },
      }
    : { outcome, title: copy.doneTitle, lead: copy.doneLead, items: { label: copy.servicesTitle, list: services(locale) }, note: copy.doneNote, actions: home(locale) };
};

const invalid = (locale: Locale): SubscriptionCardProps => {
  const copy = storyCopy[locale].subscription.invalid;
  return { outcome: 'invalid', title: copy.title, lead: fill(copy.lead, { days: 7 }), actions: home(locale) };
};

const unsubscribe = (locale: Locale, outcome: 'ask' | 'done'): SubscriptionCardProps => {
  const copy = storyCopy[locale].subscription.unsubscribe;
  return outcome === 'ask'
    ? { outcome, title: copy.title, lead: copy.lead, form: { action: `/${locale}/waitlist/unsubscribe`, hidden: { token }, submit: copy.button } }
    : { outcome, title: copy.doneTitle, lead: copy.doneLead, actions: home(locale) };
};

const meta = {
  title: 'Sections/SubscriptionCard',
  component: SubscriptionCard,
  args: confirm('en', 'ask'),
  decorators: [(Story) => <div className="p-4 py-10 sm:p-10">{Story()}</div>],
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAsk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your sign-up' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Confirm my sign-up' });
    await expect(button.closest('form')).toHaveAttribute('method', 'post');
    await expect(canvasElement.querySelector('input[type="hidden"][name="token"]')).toHaveValue(token);
  },
};
export const ConfirmDone: Story = { args: confirm('en', 'done') };
export const Invalid: Story = { args: invalid('en') };
export const UnsubscribeAsk: Story = { args: unsubscribe('en', 'ask') };
export const UnsubscribeDone: Story = { args: unsubscribe('en', 'done') };
export const LongGerman: Story = { args: confirm('de', 'ask'), globals: { locale: 'de' } };
export const GermanInvalid: Story = { args: invalid('de'), globals: { locale: 'de' } };
export const Turkish: Story = { args: confirm('tr', 'done'), globals: { locale: 'tr' } };
export const TurkishUnsubscribe: Story = { args: unsubscribe('tr', 'ask'), globals: { locale: 'tr' } };
export const Mobile: Story = { args: confirm('de', 'ask'), globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } } };
