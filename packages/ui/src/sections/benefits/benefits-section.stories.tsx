import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitsSection } from './benefits-section';
import { benefitsDe, benefitsEn, benefitsTr, figuresDe, figuresEn, figuresTr } from './fixtures';

const meta = {
  title: 'Sections/BenefitsSection',
  component: BenefitsSection,
  args: benefitsEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: benefitsDe, tr: benefitsTr } },
} satisfies Meta<typeof BenefitsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Book a Free AI Strategy Call/ })).toHaveAttribute('href', '/en/contact');
    await expect(canvas.getByText('GDPR-compliant data handling')).toBeVisible();
  },
};
export const WithoutHighlights: Story = { args: { highlights: undefined } };
export const WithoutAction: Story = { args: { cta: undefined } };
export const LongGerman: Story = { args: benefitsDe };
export const Turkish: Story = {
  args: benefitsTr,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('KVKK ve GDPR’a uygun veri işleme')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** With result figures configured: the figure replaces the icon and the card's title, and the basis is named under the cards. */
export const WithFigures: Story = {
  args: figuresEn,
  parameters: { localeArgs: { de: figuresDe, tr: figuresTr } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Up to 40% lower support costs' })).toBeVisible();
    await expect(canvas.getByText(/Figures from our clients’ projects/)).toBeVisible();
  },
};
export const WithFiguresGerman: Story = { args: figuresDe };
