import { actionLink } from '@story/action-link';
import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CursorTrail } from '../../decor/cursor-trail';
import { NetworkCanvas } from '../../decor/network-canvas';
import { heroDe, heroEn, heroTr } from './fixtures';
import { changes, expectStatic, typingTimeline } from './typing-timeline';
import { Hero } from './hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  tags: ['typer'],
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
        'With the decor (network canvas, cursor trail) behind it: the network drifts through the opening, then rests until the pointer moves over the hero',
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
  globals: { locale: 'en' },
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
  play: async (context) => {
    const { canvasElement } = context;
    const { headline, action } = renderedArgs(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expectStatic(canvasElement);
      await expect(canvas.getByRole('link', { name: actionLink(action).name })).toBeVisible();
    } else await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'done'), { timeout: 10_000 });
  },
};

/** Slow enough that the first character is still typing when the play function begins, even on a loaded machine. */
const slowMs = 750;

/**
 * The typing as it runs with motion allowed (`parameters.motion`: the story tests allow it for this
 * story), stopped at moments of it:
 * each character stays transparent until its own interval has passed, with the caret drawn in it
 * meanwhile, one animation per character and none on a pseudo-element (each would be serviced on
 * every frame); what follows the headline rises in only after it, at full opacity throughout, so
 * its contrast never dips.
 */
export const TypingInMotion: Story = {
  args: { typing: true, typingIntervalMs: slowMs },
  tags: ['skip-visual'],
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return expectStatic(canvasElement);
    const typing = typingTimeline(canvasElement, slowMs);
    await expect(typing.chars.map((char) => char.getAnimations().length)).toEqual(typing.chars.map(() => 1));
    await expect(typing.rest.map((part) => part.getAnimations().length)).toEqual([1, 1, 1]);
    await expect(typing.animations).toHaveLength(typing.chars.length + typing.rest.length);
    for (const typed of [0, 1, 3, 12, typing.chars.length - 1]) {
      typing.seek(typed * slowMs + slowMs / 2);
      await expect(typing.typed()).toEqual(typing.chars.map((_, index) => index < typed));
      await expect(typing.caret()).toEqual(typing.chars.map((char, index) => index === typed && char.hasAttribute('data-caret')));
      await expect(typing.restState()).toEqual(['hidden', 'hidden', 'hidden']);
    }
    const moments = Array.from({ length: 44 }, (_, step) => typing.duration - 1 + step * 20);
    const seen = moments.map((ms) => {
      typing.seek(ms);
      return { states: typing.restState(), opacity: typing.restOpacity() };
    });
    await expect(typing.rest.map((_, part) => changes(seen.map(({ states }) => states[part]!)))).toEqual(
      typing.rest.map(() => ['hidden', 'rising', 'shown']),
    );
    await expect([...new Set(seen.flatMap(({ opacity }) => opacity))]).toEqual(['1']);
    await expect(typing.typed()).toEqual(typing.chars.map(() => true));
    typing.finish();
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'done'));
  },
};

export const TypingLongGerman: Story = { args: { ...heroDe, typing: true }, globals: { locale: 'de' } };
export const TypingTurkishMobile: Story = {
  args: { ...heroTr, typing: true },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
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
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutClaim: Story = {
  args: { claim: undefined },
  parameters: { localeArgs: { de: { claim: null }, tr: { claim: null } } },
};
export const LongGerman: Story = { args: heroDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: heroTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: heroDe, globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } } };
