import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
  parameters: {
    usage: {
      when: 'Decoration behind the hero only: a slow network of nodes that rests until the pointer moves. Off under reduced motion and when off-screen.',
      states: ['Default (cyan), Violet', 'On a phone: fewer nodes', 'Settles in motion'],
      dont: ['Raising the node count on phones: it costs battery and frames.'],
    },
  },
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

/**
 * Drifts through its opening (here 300 ms; 5 s by default), eases to rest and asks for no frame after;
 * the pointer moving over the section sets it drifting again. The story tests run it with motion
 * allowed (`parameters.motion`), counting the animation frames the page asks for.
 */
export const SettlesInMotion: Story = {
  args: { openingMs: 300 },
  tags: ['skip-visual'],
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    const canvas = canvasElement.querySelector('canvas');
    if (!motionAllowed()) return expect(canvas).toBeNull();
    const request = window.requestAnimationFrame;
    let frames = 0;
    window.requestAnimationFrame = (callback) => {
      frames++;
      return request.call(window, callback);
    };
    try {
      const framesIn = async (ms: number) => {
        const before = frames;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return frames - before;
      };
      await expect(await framesIn(200)).toBeGreaterThan(0);
      await waitFor(async () => expect(await framesIn(500)).toBe(0), { timeout: 10_000 });
      canvas!.parentElement!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      await expect(await framesIn(200)).toBeGreaterThan(0);
    } finally {
      window.requestAnimationFrame = request;
    }
  },
};
