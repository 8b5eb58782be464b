import { EmailStory } from '@story/email-story';
import { fill, storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerFor, longGermanName, serviceTitles, storySiteUrl } from './fixtures';
import { WaitlistConfirmEmail, type WaitlistConfirmEmailProps } from './waitlist-confirm-email';

/** The double opt-in e-mail as the server's e-mail entry fills it (7 days to confirm, deleted after 30). */
const confirmEmail = (locale: Locale, name: string, services: string[]): WaitlistConfirmEmailProps => {
  const copy = storyCopy[locale].emails;
  const labels = copy.waitlistConfirm;
  return {
    lang: locale,
    brand: storySite.brand,
    confirmUrl: `${storySiteUrl}/${locale}/waitlist/confirm?token=Jq3v0Yt1bW2c8sKx5nRzA9fL4pE7hUuDmGiCo6TaXyQ`,
    services,
    labels: {
      preview: labels.preview,
      heading: labels.heading,
      greeting: fill(labels.greeting, { name }),
      intro: labels.intro,
      button: labels.button,
      linkHint: copy.linkHint,
      expiry: fill(labels.expiry_other, { count: 7 }),
      ignore: fill(labels.ignore_other, { count: 30 }),
    },
    footer: footerFor(locale),
  };
};

const meta = {
  title: 'Emails/WaitlistConfirmEmail',
  component: WaitlistConfirmEmail,
  args: confirmEmail('en', 'Jane Doe', serviceTitles('en', ['coldEmail', 'telegram'])),
  render: (args) => <EmailStory email={<WaitlistConfirmEmail {...args} />} />,
} satisfies Meta<typeof WaitlistConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your sign-up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Confirm my sign-up' })).toHaveAttribute('href', expect.stringContaining('/en/waitlist/confirm?token='));
    await expect(canvas.getByText(/Confirm my sign-up https:\/\/\S+\/en\/waitlist\/confirm\?token=/, { selector: 'pre' })).toBeVisible();
  },
};
export const German: Story = { args: confirmEmail('de', 'Jana Schröder', serviceTitles('de', ['coldEmail', 'telegram'])) };
export const LongGerman: Story = {
  args: confirmEmail('de', longGermanName, serviceTitles('de', ['coldEmail', 'personalizedEmail', 'socialMedia', 'phoneCallers', 'instagram', 'twitter', 'telegram'])),
};
export const Turkish: Story = { args: confirmEmail('tr', 'Işıl Çağlayan', serviceTitles('tr', ['instagram', 'phoneCallers'])) };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
