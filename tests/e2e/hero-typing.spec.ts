import { expect, test, type Page } from '@playwright/test';
import en from '../../packages/i18n/src/locales/en';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/form-server';

/**
 * Issue 16: the hero never erases. CSS types the headline from the first paint, character by
 * character, and the scripts (on time, late or never) do not reset it: the number of typed
 * characters a visitor sees only ever grows. "Typed" is measured as the CSS hides characters: a
 * character span whose computed colour is not transparent.
 */
const headline = en.home.hero.headline;
const total = Array.from(headline).length;

/**
 * From the document's start, samples every animation frame the number of typed characters
 * (-1 while the hero is not parsed yet) into `window.__typed`, until all are typed. Sampling goes
 * on while the headline has no character spans, so a script that replaced a whole headline with
 * an empty typing line would show as a drop.
 */
async function sampleTyping(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __typed: number[] };
    w.__typed = [];
    const sample = () => {
      const heading = document.querySelector('#hero h1');
      const chars = [...document.querySelectorAll('#hero [data-typed] > span')];
      const shown = chars.filter((char) => getComputedStyle(char).color !== 'rgba(0, 0, 0, 0)').length;
      // A headline without character spans is shown whole.
      const typed = !heading ? -1 : chars.length === 0 ? Array.from(heading.textContent ?? '').length : shown;
      w.__typed.push(typed);
      if (chars.length === 0 || shown < chars.length) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const samples = (page: Page) => page.evaluate(() => (window as unknown as { __typed: number[] }).__typed.filter((n) => n >= 0));

function expectNeverShrinks(typed: number[]) {
  const drops = typed.flatMap((n, i) => (i > 0 && n < typed[i - 1]! ? [`${typed[i - 1]} -> ${n} at sample ${i}`] : []));
  expect(drops, 'the visible headline shrank').toEqual([]);
}

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('types from the first paint and only ever adds characters, the scripts running on time', async ({ page }) => {
    const problems = watchConsole(page);
    await sampleTyping(page);
    await page.goto('/en');
    await expect.poll(async () => (await samples(page)).at(-1), { timeout: 15_000 }).toBe(total);
    const typed = await samples(page);
    expect(typed[0], 'the first paint shows the start of the typing, not the whole headline').toBeLessThan(total / 2);
    expectNeverShrinks(typed);
    await expect(page.locator('#hero')).toHaveAttribute('data-state', 'done');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(headline);
    expect(problems).toEqual([]);
  });

  test('hydration in the middle of the typing resets nothing', async ({ page }) => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await sampleTyping(page);
    await page.goto('/en', { waitUntil: 'commit' });
    // The typing has started with no script at all; now let the scripts in.
    await expect.poll(async () => (await samples(page)).at(-1) ?? 0).toBeGreaterThan(0);
    open();
    await waitForHydration(page, 'header a');
    await expect.poll(async () => (await samples(page)).at(-1), { timeout: 15_000 }).toBe(total);
    expectNeverShrinks(await samples(page));
    await expect(page.locator('#hero')).toHaveAttribute('data-state', 'done');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the whole headline and the rest at once', async ({ page }) => {
    await sampleTyping(page);
    await page.goto('/en');
    await expect.poll(async () => (await samples(page)).length).toBeGreaterThan(0);
    expect((await samples(page))[0]).toBe(total);
    await expect(page.getByRole('link', { name: en.home.hero.cta })).toBeVisible();
    expect(await page.locator('#hero').evaluate((hero) => hero.getAnimations({ subtree: true }).length)).toBe(0);
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'no-preference' });

  test('types the headline, then reveals subtitle, button and claim', async ({ page }) => {
    await page.goto('/en');
    const hero = page.locator('#hero');
    const typed = () =>
      hero.evaluate(
        (el) => [...el.querySelectorAll('[data-typed] > span')].filter((c) => getComputedStyle(c).color !== 'rgba(0, 0, 0, 0)').length,
      );
    await expect.poll(typed, { timeout: 15_000 }).toBe(total);
    // Once typed, the rest rises in (600 ms, the last 240 ms later) and every animation ends.
    await expect.poll(() => hero.evaluate((el) => el.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'))).toBe(true);
    // Unclipped: the rise-in's clip (bottom inset 100% at its start) has opened fully.
    for (const text of [en.home.hero.subtitle, en.home.hero.claim]) {
      await expect(hero.getByText(text)).toBeVisible();
      await expect(hero.getByText(text)).not.toHaveCSS('clip-path', /100%/);
    }
    await expect(hero.getByRole('link', { name: en.home.hero.cta })).toBeVisible();
  });
});
