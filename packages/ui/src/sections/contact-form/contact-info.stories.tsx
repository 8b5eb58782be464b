import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactInfo } from './contact-info';
import { contactInfoDe, contactInfoEn, contactInfoTr } from './fixtures';

const meta = {
  title: 'Sections/ContactInfo',
  component: ContactInfo,
  args: contactInfoEn,
  parameters: {
    usage: {
      when: 'The contact details beside the contact form: e-mail and the promised response time.',
      limits: ['Title: one line (18 characters in German today).'],
      states: ['English, German, Turkish, phone'],
    },
    localeArgs: { de: contactInfoDe, tr: contactInfoTr },
  },
  decorators: [(Story) => <div className="max-w-sm p-4">{Story()}</div>],
} satisfies Meta<typeof ContactInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(canvas.getByText('Within 24 hours')).toBeVisible();
  },
};
export const LongGerman: Story = { args: contactInfoDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: contactInfoTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
