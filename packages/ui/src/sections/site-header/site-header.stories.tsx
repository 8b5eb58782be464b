import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker } from '../language-picker';
import { languageOptions } from '../language-picker/fixtures';
import { headerDe, headerEn, headerTr } from './fixtures';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Sections/SiteHeader',
  component: SiteHeader,
  args: {
    ...headerEn,
    languagePicker: <LanguagePicker value="en" options={languageOptions} label="Change language" onChange={fn()} />,
  },
  parameters: { layout: 'fullscreen', localeArgs: { de: headerDe, tr: headerTr } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const German: Story = { args: headerDe };
export const Turkish: Story = { args: headerTr };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link', { name: 'Pricing' }).some((link) => link.checkVisibility())).toBe(true);
  },
};

export const MobileGerman: Story = {
  args: headerDe,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
