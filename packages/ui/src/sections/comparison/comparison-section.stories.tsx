import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComparisonSection } from './comparison-section';
import { comparisonDe, comparisonEn, comparisonTr } from './fixtures';

const meta = {
  title: 'Sections/ComparisonSection',
  component: ComparisonSection,
  tags: ['table'],
  args: comparisonEn,
  parameters: {
    usage: {
      do: [
        'Compare on what a customer notices (reply time, cost, hours), one row each.',
        'Keep feature names short: on a phone the table scrolls sideways and the first column stays narrow.',
      ],
      dont: ['A row that only one provider can answer: every row has yes, limited or no in every column.'],
      when: 'The product against other providers and manual work: a captioned table of features with yes, limited or no in each column. The table scrolls sideways on a phone rather than squeeze.',
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; within 3 lines (about 57 characters).',
        'Feature names: one or two lines in the row header; values carry a label as well as an icon.',
      ],
      states: ['English, German, Turkish', 'Phone, in German and Turkish (the table scrolls)'],
    },
    layout: 'fullscreen',
    localeArgs: { de: comparisonDe, tr: comparisonTr },
  },
} satisfies Meta<typeof ComparisonSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Feature comparison/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Feature', 'ZK Automations', 'Manual solutions']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('cell', { name: 'Limited' }).length).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /Feature comparison/ })).toHaveFocus();
  },
};
export const LongGerman: Story = { args: comparisonDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: comparisonTr, globals: { locale: 'tr' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { caption } = renderedArgs(context).table;
    const region = within(context.canvasElement).getByRole('region', { name: (name) => name.includes(caption) });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
export const MobileGerman: Story = {
  args: comparisonDe,
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Funktionsvergleich/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
export const MobileTurkish: Story = { args: comparisonTr, globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } } };
