import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CursorTrail } from './cursor-trail';

const meta = {
  title: 'Decor/CursorTrail',
  component: CursorTrail,
  // Its sample copy is English: the story keeps it whatever the locale toolbar says.
  globals: { locale: 'en' },
  args: { dots: 15 },
  decorators: [
    (Story) => (
      <div className="relative isolate grid h-96 place-items-center overflow-hidden border-b border-border text-muted">
        Move the mouse here
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: 'Decoration behind the hero only: a trail of dots following the pointer. Off under reduced motion and on touch screens; never behind text that must be read.',
      states: ['Default (15 dots), Fewer dots', 'On a phone (nothing drawn: no pointer)'],
      dont: ['Using it on another section: one moving decoration per page.'],
    },
  },
} satisfies Meta<typeof CursorTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

const motionAllowed = () => !window.matchMedia('(prefers-reduced-motion: reduce), (pointer: coarse)').matches;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector('[aria-hidden][data-state]');
    if (motionAllowed()) await expect(layer?.children).toHaveLength(15);
    else await expect(layer).toBeNull();
  },
};
export const FewerDots: Story = { args: { dots: 6 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
