import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CursorTrail } from '../../decor/cursor-trail';
import { NetworkCanvas } from '../../decor/network-canvas';
import { heroDe, heroEn, heroTr } from './fixtures';
import { Hero } from './hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  args: heroEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: heroDe, tr: heroTr } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heroEn.headline);
    await expect(canvas.getByRole('link', { name: /consultation/ })).toHaveAttribute('href', '/en/contact');
  },
};

/**
 * Types the headline out at 50 ms per character from the first paint, by CSS alone; with reduced
 * motion (as in the screenshot run) it shows at once.
 */
export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heroEn.headline })).toBeInTheDocument();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'static');
      await expect(canvas.getByRole('link', { name: /consultation/ })).toBeVisible();
    } else {
      await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'done'), { timeout: 10_000 });
    }
  },
};
export const TypingLongGerman: Story = { args: { ...heroDe, typing: true } };
export const TypingTurkishMobile: Story = {
  args: { ...heroTr, typing: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const WithDecor: Story = {
  args: {
    typing: true,
    decor: (
      <>
        <NetworkCanvas />
        <CursorTrail />
      </>
    ),
  },
};
export const WithoutClaim: Story = { args: { claim: undefined } };
export const LongGerman: Story = { args: heroDe };
export const Turkish: Story = { args: heroTr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: heroDe, globals: { viewport: { value: 'mobile', isRotated: false } } };
