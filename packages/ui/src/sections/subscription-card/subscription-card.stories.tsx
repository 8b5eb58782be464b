import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { subscriptionCardProps } from '@zk/site/props';
import { expect, within } from 'storybook/test';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';

const token = 'Jq3v0Yt1bW2c8sKx5nRzA9fL4pE7hUuDmGiCo6TaXyQ';
const services = ['cold-email', 'telegram'] as const;

/**
 * The pages' cards, by the site's own mapping (`subscriptionCardProps`). Every prop is named, so a story's
 * args replace the default story's whole (Storybook merges args: an invalid card would keep the form).
 */
const whole = (props: SubscriptionCardProps): SubscriptionCardProps =>
  ({ items: undefined, form: undefined, note: undefined, actions: undefined, ...props }) as SubscriptionCardProps;
const confirm = (locale: Locale, outcome: 'ask' | 'done'): SubscriptionCardProps =>
  whole(
    subscriptionCardProps(
      storyContext(locale),
      outcome === 'ask'
        ? { page: 'confirm', outcome, token, services: [...services] }
        : { page: 'confirm', outcome, services: [...services] },
    ),
  );
const invalid = (locale: Locale): SubscriptionCardProps =>
  whole(subscriptionCardProps(storyContext(locale), { page: 'confirm', outcome: 'invalid' }));
const unsubscribe = (locale: Locale, outcome: 'ask' | 'done'): SubscriptionCardProps =>
  whole(
    subscriptionCardProps(
      storyContext(locale),
      outcome === 'ask' ? { page: 'unsubscribe', outcome, token } : { page: 'unsubscribe', outcome },
    ),
  );

const meta = {
  title: 'Sections/SubscriptionCard',
  component: SubscriptionCard,
  // Its copy is English only (no German and Turkish args yet): the story keeps it whatever the locale toolbar says.
  globals: { locale: 'en' },
  args: confirm('en', 'ask'),
  decorators: [(Story) => <div className="p-4 py-10 sm:p-10">{Story()}</div>],
  parameters: {
    usage: {
      when: 'The page behind a link in our e-mails: confirm a waitlist sign-up or unsubscribe, with one button that posts (a link alone must not change anything, mail scanners follow links).',
      limits: ['Title: one line at 390 px, about 30 characters; the lead up to three lines.'],
      states: [
        'Confirm: ask and done',
        'Invalid or expired link',
        'Unsubscribe: ask and done',
        'Long German, German invalid, Turkish, Turkish unsubscribe, and on a phone',
      ],
    },
  },
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
