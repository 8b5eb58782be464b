import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoStore } from './demo-store';
import { demoStoreEn } from './fixtures';

const meta = {
  title: 'Demos/DemoStore',
  component: DemoStore,
  // The demo sites are the prospects’ sites, in English: the story keeps it whatever the locale toolbar says.
  globals: { locale: 'en' },
  args: demoStoreEn,
  parameters: {
    usage: {
      when: 'Demo 1, shown to prospects from the console: a small electronics store with a cart, for the chat assistant to sell in. Not part of the public site.',
      states: ['Desktop and on a phone'],
    },
  },
} satisfies Meta<typeof DemoStore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    await expect(canvas.getAllByText('Free shipping on orders over $50')[0]).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
