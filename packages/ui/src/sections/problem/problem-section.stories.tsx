import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { problemDe, problemEn, problemTr } from './fixtures';
import { ProblemSection } from './problem-section';

const meta = {
  title: 'Sections/ProblemSection',
  component: ProblemSection,
  args: problemEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: problemDe, tr: problemTr } },
} satisfies Meta<typeof ProblemSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: problemEn.title as string });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Missed leads mean lost revenue' })).toBeVisible();
  },
};
export const WithoutIcons: Story = {
  args: { ...problemEn, items: problemEn.items.map(({ icon: _icon, ...item }) => item) },
};
export const LongGerman: Story = { args: problemDe };
export const Turkish: Story = { args: problemTr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: problemDe, globals: { viewport: { value: 'mobile', isRotated: false } } };
