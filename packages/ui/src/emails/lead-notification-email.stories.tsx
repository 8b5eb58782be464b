import { EmailStory, emailHtml } from '@story/email-story';
import { storyContext } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleEmailOrigin, leadNotificationEmailProps, type WaitlistServiceId } from '@zk/site/props';
import { allServices, longGermanName, storySiteUrl } from './fixtures';
import { LeadNotificationEmail, type LeadNotificationEmailProps } from './lead-notification-email';

type Lead =
  | { kind: 'contact'; name: string; email: string; message: string }
  | { kind: 'waitlist'; name: string; email: string; services: WaitlistServiceId[]; language: 'en' | 'de' | 'tr' };

type EmailArgs = LeadNotificationEmailProps & { subject: string };

/** The operator's notification and its subject by the site's own mapping, in the operator's language. */
const notification = (locale: Locale, lead: Lead): EmailArgs =>
  leadNotificationEmailProps(storyContext(locale), exampleEmailOrigin(storySiteUrl), {
    inboxUrl: `${storySiteUrl}/${locale === 'en' ? '' : `${locale}/`}admin/leads?lead=${lead.kind}:5f0c2a1e`,
    lead: {
      kind: lead.kind,
      fullName: lead.name,
      email: lead.email,
      createdAt: new Date(Date.UTC(2026, 10, 26, 9, 41)).toISOString(),
      ...(lead.kind === 'contact' ? { inquiry: lead.message } : { services: lead.services, language: lead.language }),
    },
  });

/** A lead's notification in the toolbar's language: English args, German and Turkish `localeArgs`. */
const inEveryLocale = (lead: Lead) => ({
  args: notification('en', lead),
  parameters: {
    localeArgs: { de: notification('de', lead), tr: notification('tr', lead) },
    usage: {
      when: "Tells the operator about a new lead the moment it arrives: every field as the visitor sent it (shown as text) and a link to the lead in the inbox. Sent to the operator, in the operator's language.",
    },
  },
});

const contact: Lead = {
  kind: 'contact',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message:
    'Hello,\nwe run three shops and would like a chatbot that answers order questions in English and German.\n\nCan we talk next week?',
};

const waitlistLead: Lead = {
  kind: 'waitlist',
  name: 'Jane Doe',
  email: 'jane@example.com',
  services: ['cold-email', 'telegram'],
  language: 'de',
};

const meta = {
  title: 'E-mails/LeadNotificationEmail',
  component: LeadNotificationEmail,
  ...inEveryLocale(contact),
  render: ({ subject, ...props }) => <EmailStory subject={subject} email={<LeadNotificationEmail {...props} />} />,
  play: async (context) => {
    const { subject, labels, fields } = renderedArgs(context);
    const html = await emailHtml(context.canvasElement);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(subject, { selector: '[data-email-subject]' })).toBeVisible();
    await expect(canvas.getByText(labels.preview, { selector: '[data-email-preheader]' })).toBeVisible();
    await expect(html.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible();
    await expect(html.getByRole('link', { name: labels.open })).toHaveAttribute('href', expect.stringContaining('/admin/leads?lead='));
    const text = canvas.getByText(labels.open, { selector: 'pre', exact: false });
    for (const field of fields) await expect(text).toHaveTextContent(field.value.replace(/\s+/g, ' '), { normalizeWhitespace: true });
  },
} satisfies Meta<EmailArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactInquiry: Story = {};
export const WaitlistSignUp: Story = inEveryLocale(waitlistLead);
/** What a visitor typed is shown as text: markup and header-like lines stay inert. */
export const HostileInput: Story = {
  ...inEveryLocale({
    kind: 'contact',
    name: 'Mallory\r\nBcc: everyone@example.com',
    email: 'mallory@example.com',
    message: '<script>alert(1)</script> <b>not bold</b>',
  }),
  play: async ({ canvasElement }) => {
    const html = await emailHtml(canvasElement);
    await expect(html.getAllByText(/<script>alert\(1\)<\/script>/).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByText(/<script>alert\(1\)<\/script>/, { selector: 'pre' })).toBeVisible();
    await expect(canvasElement.querySelector<HTMLIFrameElement>('iframe')?.contentDocument?.querySelector('b, script')).toBeNull();
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
