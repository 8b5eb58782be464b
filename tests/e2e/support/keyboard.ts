import { expect, type Locator, type Page } from '@playwright/test';
import { focusState, type FocusState } from './a11y';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus. Every stop on the way must show a
 * focus indicator and be at least partly visible (not under the sticky header or the banner).
 * Fails if `target` is not reached within `max` presses: the keyboard cannot get there.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<FocusState[]> {
  const stops: FocusState[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    stops.push(state);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(
        stops.filter((s) => !s.visible).map((s) => s.description),
        'stops without a visible focus indicator',
      ).toEqual([]);
      expect(
        stops.filter((s) => s.obscured).map((s) => s.description),
        'stops hidden from view',
      ).toEqual([]);
      return stops;
    }
  }
  throw new Error(
    `${target} not reached after ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; stops: ${stops.map((s) => s.description).join(' | ')}`,
  );
}

/** Asserts the focused element shows a focus indicator and can be seen. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await focusState(page);
  expect(state.visible, `focus indicator on ${state.description}`).toBe(true);
  expect(state.obscured, `${state.description} is hidden from view`).toBe(false);
}

/** Whether the focused element is inside `container`. */
export function focusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
