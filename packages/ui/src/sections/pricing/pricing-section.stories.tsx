import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pricingDe, pricingEn, pricingTr } from './fixtures';
import { PricingSection } from './pricing-section';

const meta = {
  title: 'Sections/PricingSection',
  component: PricingSection,
  args: pricingEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: pricingDe, tr: pricingTr } },
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quotes = canvas.getAllByRole('link', { name: 'Get Custom Quote' });
    await expect(quotes).toHaveLength(3);
    for (const quote of quotes) await expect(quote).toHaveAttribute('href', '/en/contact');
    await expect(quotes[1]).toHaveAccessibleDescription('Growth');
    await expect(canvas.getByText('Most popular')).toBeVisible();
  },
};
export const NoFeaturedTier: Story = {
  args: { tiers: pricingEn.tiers.map((tier) => ({ ...tier, featured: false })) },
};
export const WithoutNote: Story = { args: { note: undefined } };
export const LongGerman: Story = { args: pricingDe };
export const Turkish: Story = { args: pricingTr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
