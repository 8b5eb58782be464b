import { EmailStory, emailHtml } from '@story/email-story';
import { storyContext } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleEmailOrigin, waitlistConfirmEmailProps, type WaitlistServiceId } from '@zk/site/props';
import { allServices, storySiteUrl } from './fixtures';
import { WaitlistConfirmEmail, type WaitlistConfirmEmailProps } from './waitlist-confirm-email';

type EmailArgs = WaitlistConfirmEmailProps & { subject: string };

/** The double opt-in e-mail and its subject by the site's own mapping (7 days to confirm, deleted after 30). */
const confirmEmail = (locale: Locale, services: WaitlistServiceId[]): EmailArgs =>
  waitlistConfirmEmailProps(storyContext(locale), exampleEmailOrigin(storySiteUrl), {
    confirmUrl: `${storySiteUrl}/${locale}/waitlist/confirm?token=Jq3v0Yt1bW2c8sKx5nRzA9fL4pE7hUuDmGiCo6TaXyQ`,
    services,
    deleteAfterDays: 30,
  });

const meta = {
  title: 'E-mails/WaitlistConfirmEmail',
  component: WaitlistConfirmEmail,
  args: confirmEmail('en', ['cold-email', 'telegram']),
  parameters: {
    usage: {
      when: 'The double opt-in: asks a new waitlist member to confirm, with one link to the confirmation page (where one button confirms; the link alone changes nothing).',
    },
    localeArgs: { de: confirmEmail('de', ['cold-email', 'telegram']), tr: confirmEmail('tr', ['cold-email', 'telegram']) },
  },
  render: ({ subject, ...props }) => <EmailStory subject={subject} email={<WaitlistConfirmEmail {...props} />} />,
  play: async (context) => {
    const { subject, labels, lang } = renderedArgs(context);
    const html = await emailHtml(context.canvasElement);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(subject)).toBeVisible();
    await expect(canvas.getByText(labels.preview)).toBeVisible();
    await expect(html.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible();
    await expect(html.getByRole('link', { name: labels.button })).toHaveAttribute(
      'href',
      expect.stringContaining(`/${lang}/waitlist/confirm?token=`),
    );
    const textLink = new RegExp(`${labels.button} https://\\S+/${lang}/waitlist/confirm\\?token=`);
    await expect(canvas.getByText(textLink, { selector: 'pre' })).toBeVisible();
  },
} satisfies Meta<EmailArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const German: Story = { args: confirmEmail('de', ['cold-email', 'telegram']), globals: { locale: 'de' } };
export const LongGerman: Story = { args: confirmEmail('de', [...allServices]), globals: { locale: 'de' } };
export const Turkish: Story = { args: confirmEmail('tr', ['instagram', 'phone-callers']), globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
