import { EmailStory } from '@story/email-story';
import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnnouncementEmail, type AnnouncementEmailProps } from './announcement-email';
import { announcementEmailProps, announcementTemplateProps, exampleEmailOrigin } from '@zk/site/props';
import { longGermanName, storySiteUrl } from './fixtures';

/** A launch announcement with the operator's text prefilled from the template, by the site's own mapping. */
const announcement = (locale: Locale, name: string): AnnouncementEmailProps => {
  const context = storyContext(locale);
  return announcementEmailProps(context, exampleEmailOrigin(storySiteUrl), {
    name,
    service: 'cold-email',
    ...announcementTemplateProps(context, 'cold-email'),
    unsubscribeUrl: `${storySiteUrl}/${locale}/waitlist/unsubscribe?token=Rk2mY8aW0cV3sQp7LxN1bZ5dH9tJ4eFgUuKiOoAa6Ty`,
  });
};

const meta = {
  title: 'Emails/AnnouncementEmail',
  component: AnnouncementEmail,
  args: announcement('en', 'Jane Doe'),
  render: (args) => <EmailStory email={<AnnouncementEmail {...args} />} />,
  parameters: {
    usage: {
      when: "The launch announcement the operator sends from the console (Admin/AnnouncementComposer) to confirmed waitlist members, in each member's language, with a visible unsubscribe link.",
      limits: [
        'Subject: up to 150 characters, but inbox lists show about 40 on a phone: put the news first.',
        'Body: plain paragraphs (blank lines split them); no links beyond the one the template adds.',
      ],
    },
  },
} satisfies Meta<typeof AnnouncementEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cold Email Outreach is now available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      expect.stringContaining('/en/waitlist/unsubscribe?token='),
    );
    await expect(canvas.getByText(/Unsubscribe https:\/\/\S+\/en\/waitlist\/unsubscribe\?token=/, { selector: 'pre' })).toBeVisible();
  },
};
export const German: Story = { args: announcement('de', 'Jana Schröder'), globals: { locale: 'de' } };
export const LongGerman: Story = {
  args: {
    ...announcement('de', longGermanName),
    body: `${announcementTemplateProps(storyContext('de'), 'cold-email').body}\n\nDatenschutzgrundverordnungskonforme Kundenkommunikationsautomatisierungslösungen für Ihr Unternehmen: ab sofort verfügbar.`,
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = { args: announcement('tr', 'Işıl Çağlayan'), globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
