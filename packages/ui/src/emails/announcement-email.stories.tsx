import { EmailStory, emailHtml } from '@story/email-story';
import { storyContext } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
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
  title: 'E-mails/AnnouncementEmail',
  component: AnnouncementEmail,
  args: announcement('en', 'Jane Doe'),
  parameters: {
    localeArgs: { de: announcement('de', 'Jana Schröder'), tr: announcement('tr', 'Işıl Çağlayan') },
    usage: {
      when: "The launch announcement the operator sends from the console (Admin/AnnouncementComposer) to confirmed waitlist members, in each member's language, with a visible unsubscribe link.",
      limits: [
        'Subject: up to 150 characters, but inbox lists show about 40 on a phone: put the news first.',
        'Body: plain paragraphs (blank lines split them); no links beyond the one the template adds.',
      ],
    },
  },
  render: (args) => <EmailStory subject={args.subject} email={<AnnouncementEmail {...args} />} />,
  play: async (context) => {
    const { subject, labels, lang } = renderedArgs(context);
    const html = await emailHtml(context.canvasElement);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(subject, { selector: '[data-email-subject]' })).toBeVisible();
    await expect(html.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(html.getByRole('link', { name: labels.unsubscribe })).toHaveAttribute(
      'href',
      expect.stringContaining(`/${lang}/waitlist/unsubscribe?token=`),
    );
    const textLink = new RegExp(`${labels.unsubscribe} https://\\S+/${lang}/waitlist/unsubscribe\\?token=`);
    await expect(canvas.getByText(textLink, { selector: 'pre' })).toBeVisible();
  },
} satisfies Meta<typeof AnnouncementEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
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
