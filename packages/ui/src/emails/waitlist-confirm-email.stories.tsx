import { EmailStory } from '@story/email-story';
import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { waitlistConfirmEmailProps, type WaitlistServiceId, exampleEmailOrigin } from '@zk/site/props';
import { allServices, storySiteUrl } from './fixtures';
import { WaitlistConfirmEmail, type WaitlistConfirmEmailProps } from './waitlist-confirm-email';

/** The double opt-in e-mail by the site's own mapping (7 days to confirm, deleted after 30). */
const confirmEmail = (locale: Locale, services: WaitlistServiceId[]): WaitlistConfirmEmailProps => {
  const { subject: _subject, ...props } = waitlistConfirmEmailProps(storyContext(locale), exampleEmailOrigin(storySiteUrl), {
    confirmUrl: `${storySiteUrl}/${locale}/waitlist/confirm?token=Jq3v0Yt1bW2c8sKx5nRzA9fL4pE7hUuDmGiCo6TaXyQ`,
    services,
    deleteAfterDays: 30,
  });
  return props;
};

const meta = {
  title: 'Emails/WaitlistConfirmEmail',
  component: WaitlistConfirmEmail,
  args: confirmEmail('en', ['cold-email', 'telegram']),
  render: (args) => <EmailStory email={<WaitlistConfirmEmail {...args} />} />,
  parameters: {
    usage: {
      when: 'The double opt-in: asks a new waitlist member to confirm, with one link to the confirmation page (where one button confirms; the link alone changes nothing).',
    },
  },
} satisfies Meta<typeof WaitlistConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your sign-up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm my sign-up' })).toHaveAttribute(
      'href',
      expect.stringContaining('/en/waitlist/confirm?token='),
    );
    await expect(canvas.getByText(/Confirm my sign-up https:\/\/\S+\/en\/waitlist\/confirm\?token=/, { selector: 'pre' })).toBeVisible();
  },
};
export const German: Story = { args: confirmEmail('de', ['cold-email', 'telegram']), globals: { locale: 'de' } };
export const LongGerman: Story = {
  args: confirmEmail('de', [...allServices]),
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: confirmEmail('tr', ['instagram', 'phone-callers']), globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
