import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComparisonSection } from './comparison-section';
import { comparisonDe, comparisonEn, comparisonTr } from './fixtures';

const meta = {
  title: 'Sections/ComparisonSection',
  component: ComparisonSection,
  args: comparisonEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: comparisonDe, tr: comparisonTr } },
} satisfies Meta<typeof ComparisonSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Feature comparison/ });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Feature',
      'ZK Automations',
      'Other providers',
      'Manual solutions',
    ]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('cell', { name: 'Limited' }).length).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /Feature comparison/ })).toHaveFocus();
  },
};
export const LongGerman: Story = { args: comparisonDe };
export const Turkish: Story = { args: comparisonTr };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Feature comparison/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
export const MobileGerman: Story = {
  args: comparisonDe,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Funktionsvergleich/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
export const MobileTurkish: Story = { args: comparisonTr, globals: { viewport: { value: 'mobile', isRotated: false } } };
