import { expect } from 'storybook/test';

const transparent = 'rgba(0, 0, 0, 0)';

/** What follows the headline, as it stands: clipped away whole, rising in, or shown. */
export type RestState = 'hidden' | 'rising' | 'shown';

/** A computed inset length (`12px`, `50%`, `calc(50% + 12px)`) in pixels of a box `height` tall. */
function pixels(length: string, height: number): number {
  const match = /^(?:calc\()?(?:(-?[\d.]+)%)?(?: ?([+-])? ?(-?[\d.]+)px)?\)?$/.exec(length);
  if (!match || length === '') throw new Error(`an inset length this reader does not know: ${length}`);
  const [, percent = '0', sign = '+', px = '0'] = match;
  return (Number(percent) * height) / 100 + (sign === '-' ? -1 : 1) * Number(px);
}

/** How much of `part` its clip-path cuts from the bottom, from the computed `inset()`. */
function restState(part: HTMLElement): RestState {
  const clip = getComputedStyle(part).clipPath;
  if (clip === 'none') return 'shown';
  const args = /^inset\((.*)\)$/.exec(clip)?.[1]?.match(/calc\([^)]*\)|\S+/g);
  if (!args) throw new Error(`a clip-path this reader does not know: ${clip}`);
  const bottom = pixels(args[args.length === 4 || args.length === 3 ? 2 : 0]!, part.offsetHeight);
  if (bottom >= part.offsetHeight) return 'hidden';
  return bottom > 0 ? 'rising' : 'shown';
}

/**
 * The hero's typing as the browser runs it, stopped at any moment: `seek(ms)` pauses every
 * animation in the hero at `ms` after the typing began, and the readers report what a visitor sees
 * then, from the computed styles.
 */
export function typingTimeline(canvasElement: HTMLElement, intervalMs: number) {
  const section = canvasElement.querySelector('section')!;
  const heading = section.querySelector('h1')!;
  const chars = [...heading.querySelectorAll<HTMLElement>('[data-typed] > span')];
  const rest = [...heading.parentElement!.children].slice([...heading.parentElement!.children].indexOf(heading) + 1) as HTMLElement[];
  const animations = section.getAnimations({ subtree: true });
  return {
    chars,
    rest,
    animations,
    duration: chars.length * intervalMs,
    seek(ms: number) {
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = ms;
      }
    },
    finish() {
      for (const animation of animations) animation.finish();
    },
    /** Per character: drawn in its colour. */
    typed: () => chars.map((char) => getComputedStyle(char).color !== transparent),
    /** Per character: the caret bar drawn in its background. */
    caret: () =>
      chars.map((char) => {
        const style = getComputedStyle(char);
        return style.backgroundImage !== 'none' && style.backgroundSize.startsWith('3px ');
      }),
    restState: () => rest.map(restState),
    restOpacity: () => rest.map((part) => getComputedStyle(part).opacity),
  };
}

/** Reduced motion: nothing in the hero animates, and the whole headline and the rest show at once. */
export async function expectStatic(canvasElement: HTMLElement): Promise<void> {
  const section = canvasElement.querySelector('section')!;
  await expect(section).toHaveAttribute('data-state', 'static');
  await expect(section.getAnimations({ subtree: true })).toEqual([]);
  const { chars, restState } = typingTimeline(canvasElement, 0);
  await expect(chars.length).toBeGreaterThan(0);
  await expect(chars.filter((char) => getComputedStyle(char).color === transparent)).toEqual([]);
  await expect(restState()).toEqual(['shown', 'shown', 'shown']);
}

/** The values in turn, each once: `a, a, b, b, c` gives `a, b, c`. */
export const changes = <T>(values: readonly T[]): T[] => values.filter((value, index) => index === 0 || value !== values[index - 1]);
