import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerDe, footerEn, footerTr } from './fixtures';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Sections/SiteFooter',
  component: SiteFooter,
  args: footerEn,
  parameters: {
    usage: {
      when: 'The footer of every public page: tagline, quick links, legal links, contact e-mail and country, copyright.',
      limits: ['Link labels: one line each in their column.'],
      states: ['English, German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: footerDe, tr: footerTr },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', 'mailto:hello@example.com');
  },
};
export const LongGerman: Story = { args: footerDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: footerTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
