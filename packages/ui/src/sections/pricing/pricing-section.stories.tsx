import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderedArgs } from '@story/locale';
import { expect, within } from 'storybook/test';
import { pricingDe, pricingEn, pricingTr } from './fixtures';
import { PricingSection } from './pricing-section';

const meta = {
  title: 'Sections/PricingSection',
  component: PricingSection,
  args: pricingEn,
  parameters: {
    usage: {
      do: [
        'Feature one tier, the one most visitors should pick.',
        "Keep the tiers' feature lists parallel: the same item in the same row.",
      ],
      dont: [
        'Prices without their billing note: the note under the tiers says the period and tax.',
        'More than three tiers on a phone: they stack into a long scroll.',
      ],
      when: 'The tiers without prices, one optionally featured, each with its features and a quote button, and a note on billing.',
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; within 3 lines.',
        'Tier names: one word each; features: short lines, the same number per tier reads best.',
      ],
      states: ['With a featured tier', 'No featured tier', 'Without the note', 'German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: pricingDe, tr: pricingTr },
  },
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async (context) => {
    const { cta, tiers, featuredLabel } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    const quotes = canvas.getAllByRole('link', { name: cta.label });
    await expect(quotes).toHaveLength(tiers.length);
    for (const [index, quote] of quotes.entries()) {
      await expect(quote).toHaveAttribute('href', cta.href);
      await expect(quote).toHaveAccessibleDescription(tiers[index]!.name);
    }
    await expect(canvas.getByText(String(featuredLabel))).toBeVisible();
  },
};
const unfeatured = ({ tiers }: typeof pricingEn) => tiers.map((tier) => ({ ...tier, featured: false }));
export const NoFeaturedTier: Story = {
  args: { tiers: unfeatured(pricingEn) },
  parameters: { localeArgs: { de: { tiers: unfeatured(pricingDe) }, tr: { tiers: unfeatured(pricingTr) } } },
};
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutNote: Story = {
  args: { note: undefined },
  parameters: { localeArgs: { de: { note: null }, tr: { note: null } } },
};
export const LongGerman: Story = { args: pricingDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: pricingTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
