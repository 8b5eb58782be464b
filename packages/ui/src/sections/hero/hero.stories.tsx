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
  parameters: {
    usage: {
      when: "The home page's opening, once per site: the typed headline, a subtitle, one call to action and the savings claim. Inner pages open with PageIntro instead.",
      limits: [
        "Headline: at 390 px it is set at 40 px, 16 to 19 characters a line; keep it within 5 lines (about 80 characters, today's German is the longest) and no word over 17 characters (German compounds longer than that need a hyphen).",
        'The typing takes 50 ms a character: a 78-character headline types for about 4 s before the subtitle and button rise in.',
        'Subtitle: 2 to 3 sentences; the claim one short line.',
      ],
      states: [
        'Static (reduced motion: everything at once)',
        'Typing (the default with motion), in German and Turkish on a phone',
        'With the decor (network canvas, cursor trail) behind it',
        'Without the claim',
      ],
    },
    layout: 'fullscreen',
    localeArgs: { de: heroDe, tr: heroTr },
  },
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
