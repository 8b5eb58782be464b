import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NetworkCanvas } from './network-canvas';

const meta = {
  title: 'Decor/NetworkCanvas',
  component: NetworkCanvas,
  args: { nodes: 50 },
  decorators: [
    (Story) => (
      <div className="relative isolate h-[28rem] overflow-hidden border-b border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NetworkCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

const motionAllowed = () => !window.matchMedia('(prefers-reduced-motion: reduce), (pointer: coarse)').matches;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasElement.querySelector('canvas');
    if (motionAllowed()) await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    else await expect(canvas).toBeNull();
  },
};
export const Violet: Story = { args: { rgb: '167 139 250', linkDistance: 120 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
