import { EmailStory } from '@story/email-story';
import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leadNotificationEmailProps, type WaitlistServiceId, exampleEmailOrigin } from '@zk/site/props';
import { allServices, longGermanName, storySiteUrl } from './fixtures';
import { LeadNotificationEmail, type LeadNotificationEmailProps } from './lead-notification-email';

type Lead =
  | { kind: 'contact'; name: string; email: string; message: string }
  | { kind: 'waitlist'; name: string; email: string; services: WaitlistServiceId[]; language: 'en' | 'de' | 'tr' };

/** The operator's notification by the site's own mapping, in the operator's language. */
const notification = (locale: Locale, lead: Lead): LeadNotificationEmailProps => {
  const { subject: _subject, ...props } = leadNotificationEmailProps(storyContext(locale), exampleEmailOrigin(storySiteUrl), {
    inboxUrl: `${storySiteUrl}/${locale === 'en' ? '' : `${locale}/`}admin/leads?lead=${lead.kind}:5f0c2a1e`,
    lead: {
      kind: lead.kind,
      fullName: lead.name,
      email: lead.email,
      createdAt: new Date(Date.UTC(2026, 10, 26, 9, 41)).toISOString(),
      ...(lead.kind === 'contact' ? { inquiry: lead.message } : { services: lead.services, language: lead.language }),
    },
  });
  return props;
};

const contact: Lead = {
  kind: 'contact',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message:
    'Hello,\nwe run three shops and would like a chatbot that answers order questions in English and German.\n\nCan we talk next week?',
};

const meta = {
  title: 'Emails/LeadNotificationEmail',
  component: LeadNotificationEmail,
  args: notification('en', contact),
  render: (args) => <EmailStory email={<LeadNotificationEmail {...args} />} />,
  parameters: {
    usage: {
      when: "Tells the operator about a new lead the moment it arrives: every field as the visitor sent it (shown as text) and a link to the lead in the inbox. Sent to the operator, in the operator's language.",
    },
  },
} satisfies Meta<typeof LeadNotificationEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactInquiry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New contact inquiry' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the lead inbox' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/leads?lead=contact:'),
    );
    await expect(canvas.getByText(/Can we talk next week\?/, { selector: 'pre' })).toBeVisible();
  },
};
export const WaitlistSignUp: Story = {
  args: notification('en', {
    kind: 'waitlist',
    name: 'Jane Doe',
    email: 'jane@example.com',
    services: ['cold-email', 'telegram'],
    language: 'de',
  }),
};
/** What a visitor typed is shown as text: markup and header-like lines stay inert. */
export const HostileInput: Story = {
  args: notification('en', {
    kind: 'contact',
    name: 'Mallory\r\nBcc: everyone@example.com',
    email: 'mallory@example.com',
    message: '<script>alert(1)</script> <b>not bold</b>',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/<script>alert\(1\)<\/script>/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
export const LongGerman: Story = {
  args: notification('de', {
    kind: 'waitlist',
    name: longGermanName,
    email: 'maximiliane.von-hohenzollern@beispiel-unternehmensberatung.de',
    services: [...allServices],
    language: 'de',
  }),
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: notification('tr', {
    kind: 'contact',
    name: 'Işıl Çağlayan',
    email: 'isil@ornek.com.tr',
    message: 'Merhaba, İstanbul’daki mağazamız için randevu asistanı istiyoruz.',
  }),
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
