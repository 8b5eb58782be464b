import { expect, test, type Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { languageNames } from '../../packages/i18n/src/languages';
import { desktop, mobile } from './support/a11y';
import { waitForHydration } from './support/form-server';
import { holdScripts } from './support/hydration';

/**
 * Issue 16: the header works with scripts off. The mobile menu is a native popover its button
 * opens and closes; the language button opens plain links to the same page in each language.
 */
test.use({ javaScriptEnabled: false, viewport: mobile });

const dictionaries = { en, de, tr };
const visits = [
  { path: '/en', lang: 'en', to: 'de', target: '/de' },
  { path: '/de/faq', lang: 'de', to: 'tr', target: '/tr/faq' },
  { path: '/tr/contact', lang: 'tr', to: 'en', target: '/en/contact' },
] as const;

/**
 * Chromium's own accessibility node of the element `selector` finds: its computed name and expanded
 * state (read over CDP: with scripts off, nothing can run in the page).
 */
/** How far the element's top sits from where a scroll to it should put it (the root's scroll padding), in px. */
function offsetBelowScrollPadding(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return Math.abs(element.getBoundingClientRect().top - padding);
  });
}

async function accessibility(page: Page, selector: string): Promise<{ name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
    return { name: String(node.name?.value ?? ''), expanded };
  } finally {
    await cdp.detach();
  }
}

for (const { path, lang, to, target } of visits) {
  const t = dictionaries[lang];

  test(`${path}: the mobile menu opens, shows its links and closes`, async ({ page }) => {
    await page.goto(path);
    const header = page.getByRole('banner');
    const toggleSelector = 'header button[aria-controls]';
    const toggle = page.locator(toggleSelector);
    await expect(toggle).toHaveAccessibleName(t.header.menuOpen);
    const faq = header.getByRole('link', { name: t.common.faq }).last();
    await expect(faq).toBeHidden();
    expect(await accessibility(page, toggleSelector)).toEqual({ name: t.header.menuOpen, expanded: false });

    await toggle.click();
    await expect(faq).toBeVisible();
    await expect(header.getByRole('link', { name: t.common.contactUs }).last()).toBeVisible();
    expect(await accessibility(page, toggleSelector)).toEqual({ name: t.header.menuClose, expanded: true });
    await toggle.click();
    await expect(faq).toBeHidden();
    expect(await accessibility(page, toggleSelector)).toEqual({ name: t.header.menuOpen, expanded: false });

    // By keyboard: Enter opens, Tab goes into the menu, Escape closes it and returns to the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(faq).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: t.common.services }).last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();
    await expect(toggle).toBeFocused();

    // A link in it is a plain link.
    await page.keyboard.press('Enter');
    await faq.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq$`));
  });

  test(`${path}: the language links lead to the same page in another language, and the choice is kept`, async ({ page, baseURL }) => {
    await page.goto(path);
    const trigger = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.header.languageLabel}`) });
    const link = page.getByRole('link', { name: languageNames[to] });
    await expect(link).toBeHidden();
    await trigger.click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('hreflang', to);
    await expect(page.locator('header a[aria-current="true"]')).toHaveAttribute('lang', lang);
    await link.click();
    await expect(page).toHaveURL(`${baseURL}${target}`);
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    // The server stored the choice: an address without a language now opens in it.
    await page.goto('/faq');
    await expect(page).toHaveURL(`${baseURL}/${to}/faq`);
  });
}

test('at 1280 px an anchor link on another page leads to its section of the home page, every time', async ({ page, baseURL }) => {
  await page.setViewportSize(desktop);
  // It landed short in about half of the loads while the sections below the first screen were left
  // unrendered (content-visibility: auto) with scripts off too: the scroll used their size estimates.
  for (let run = 0; run < 6; run++) {
    const section = run % 2 === 0 ? { name: en.common.pricing, id: 'pricing' } : { name: en.common.process, id: 'process' };
    await page.goto('/en/faq');
    await page.getByRole('banner').getByRole('link', { name: section.name }).first().click();
    await expect(page).toHaveURL(`${baseURL}/en#${section.id}`);
    await expect(page.locator(`#${section.id}:target`)).toBeAttached();
    // With scripts off no boot script turned the deferred rendering on (styles.css): every section is rendered.
    await expect(page.locator('html')).not.toHaveAttribute('data-deferred-rendering');
    // The browser's own (smooth) scroll lands on the section, below the sticky header's scroll padding.
    await expect.poll(() => offsetBelowScrollPadding(page, `#${section.id}`), `run ${run + 1}, #${section.id}`).toBeLessThanOrEqual(2);
  }
});

/** The `content-visibility` of each section of the page's main and of its footer, in order. */
function sectionRendering(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section, #root > footer')].map((element) => getComputedStyle(element).contentVisibility),
  );
}

test('with scripts off every section of the home page is rendered, so no scroll to one relies on size estimates', async ({ page }) => {
  await page.goto('/en');
  const rendering = await sectionRendering(page);
  expect(rendering.length).toBeGreaterThan(5);
  expect(rendering.every((value) => value === 'visible')).toBe(true);
});

test('at 1280 px the language links open under their button, and Escape closes them', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/de/faq');
  const trigger = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${de.header.languageLabel}`) });
  await trigger.click();
  const english = page.getByRole('link', { name: /English/ });
  await expect(english).toBeVisible();
  const button = (await trigger.boundingBox())!;
  const list = (await english.boundingBox())!;
  expect(list.y).toBeGreaterThan(button.y + button.height);
  expect(list.y).toBeLessThan(button.y + button.height + 40);
  expect(Math.abs(list.x + list.width - (button.x + button.width))).toBeLessThan(16);
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
});

test.describe('opened before the scripts run', () => {
  test.use({ javaScriptEnabled: true });

  test('an open menu stays open through hydration, then React runs it', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const toggle = page.locator('header button[aria-controls]');
    await toggle.click();
    const faq = header.getByRole('link', { name: en.common.faq }).last();
    await expect(faq).toBeVisible();
    release();
    await waitForHydration(page, 'header button[aria-expanded]');
    await expect(faq).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(en.header.menuClose);
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('open language links stay through hydration, then the button opens the dropdown', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: new RegExp(`^${en.header.languageLabel}`) });
    await trigger.click();
    const deutsch = page.getByRole('link', { name: 'Deutsch' });
    await expect(deutsch).toBeVisible();
    release();
    await waitForHydration(page, 'header a');
    await expect(deutsch).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deutsch).toHaveCount(0);
    await trigger.click();
    await expect(page.getByRole('menuitemradio', { name: /Deutsch/ })).toBeVisible();
  });
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('the boot script defers the rendering of the sections below the first screen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-deferred-rendering', '');
    const [first, ...rest] = await sectionRendering(page);
    expect(first).toBe('visible');
    expect(rest.length).toBeGreaterThan(4);
    expect(rest.every((value) => value === 'auto')).toBe(true);
  });
});
