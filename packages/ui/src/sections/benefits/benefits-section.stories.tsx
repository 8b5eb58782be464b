import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitsSection } from './benefits-section';
import { benefitsDe, benefitsEn, benefitsTr, figuresDe, figuresEn, figuresTr } from './fixtures';

const meta = {
  title: 'Sections/BenefitsSection',
  component: BenefitsSection,
  args: benefitsEn,
  parameters: {
    usage: {
      when: 'Results in figures: four benefit cards, optional highlight figures, and a call to action.',
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; within 3 lines.',
        'Card titles: 18 px over 300 px, within 2 lines (about 35 characters).',
      ],
      states: [
        'With highlights and button',
        'Without highlights',
        'Without the button',
        'With result figures configured (a figure as stat and title, their basis under the cards); without, each card shows its icon',
        'German, Turkish, phone',
      ],
    },
    layout: 'fullscreen',
    localeArgs: { de: benefitsDe, tr: benefitsTr },
  },
} satisfies Meta<typeof BenefitsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Book a Free AI Strategy Call/ })).toHaveAttribute('href', '/en/contact');
    await expect(canvas.getByText('Data processing agreement (Art. 28 GDPR) included')).toBeVisible();
  },
};
export const WithoutHighlights: Story = {
  args: { highlights: undefined },
  // None, under the toolbar's locales too (Storybook's parameter merge drops an undefined value).
  parameters: { localeArgs: { de: { highlights: [] }, tr: { highlights: [] } } },
};
export const WithoutAction: Story = {
  args: { cta: null },
  // None under the toolbar's locales too: null, as Storybook's parameter merge drops an undefined value.
  parameters: { localeArgs: { de: { cta: null }, tr: { cta: null } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(String(renderedArgs(context).title));
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
export const LongGerman: Story = { args: benefitsDe, globals: { locale: 'de' } };
export const Turkish: Story = {
  args: benefitsTr,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('KVKK ve GDPR kapsamında veri işleme sözleşmesi dâhil')).toBeVisible();
  },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** With result figures configured: the figure replaces the icon and the card's title, and the basis is named under the cards. */
export const WithFigures: Story = {
  args: figuresEn,
  parameters: { localeArgs: { de: figuresDe, tr: figuresTr } },
  play: async (context) => {
    const { items, note } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    for (const item of items) await expect(canvas.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
    await expect(canvas.getByText(String(note))).toBeVisible();
  },
};
export const WithFiguresGerman: Story = { args: figuresDe, globals: { locale: 'de' } };
