import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoAnalytics } from './demo-analytics';
import { demoAnalyticsEn } from './fixtures';

const meta = {
  title: 'Demos/DemoAnalytics',
  component: DemoAnalytics,
  // The demo sites are the prospects’ sites, in English: the story keeps it whatever the locale toolbar says.
  globals: { locale: 'en' },
  args: { copy: demoAnalyticsEn },
  parameters: {
    usage: {
      when: "Demo 2, shown to prospects from the console: an analytics platform's landing page, so the chat assistant has something to answer about. Not part of the public site.",
      states: ['Desktop and on a phone'],
    },
  },
} satisfies Meta<typeof DemoAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Know what your customers do, and why');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
