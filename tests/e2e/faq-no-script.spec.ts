import { expect, test, type Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { axeViolations } from './support/a11y';

/**
 * Issue 16: the FAQ before and without JavaScript. Prerendered, it is native disclosures
 * (details/summary) that open by click and keyboard with scripts off; the search box needs scripts
 * and is not shown then. With scripts delayed, what a visitor typed, opened and focused is taken over
 * by the accordion once the FAQ hydrates, and the swap moves nothing on the screen.
 */
const pages = [
  { lang: 'en', copy: en, query: 'hubspot', match: 'Does the chatbot integrate with our CRM?' },
  { lang: 'de', copy: de, query: 'AUSSERDEM', match: 'Lässt sich der Chatbot mit unserem CRM verbinden?' },
  { lang: 'tr', copy: tr, query: 'İADE', match: 'Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?' },
] as const;

type Copy = (typeof pages)[number]['copy'];
const titlesOf = (copy: Copy) => [...new Set(copy.faq.questions.map((q) => q.category))];
const questionsIn = (copy: Copy, title: string) => copy.faq.questions.filter((q) => q.category === title);

/** A prerendered disclosure's summary, by the heading inside it. */
const summary = (page: Page, level: 2 | 3, name: string) =>
  page.locator('main summary').filter({ has: page.getByRole('heading', { level, name, exact: true }) });

/** Holds the page's scripts until `release()`: the page is prerendered HTML until then. */
async function delayScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Waits until the accordion has taken over from the prerendered disclosures. */
async function accordionTookOver(page: Page, copy: Copy) {
  await expect(page.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(titlesOf(copy).length);
  await expect(page.locator('main details')).toHaveCount(0);
}

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, copy } of pages) {
    test(`/${lang}/faq: any category and answer opens by click, Enter and Space; the search box is not shown`, async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      const titles = titlesOf(copy);
      const [first] = questionsIn(copy, titles[0]!);
      const [last] = questionsIn(copy, titles.at(-1)!);
      await expect(page.getByRole('searchbox')).toBeHidden();
      await expect(summary(page, 3, first!.question)).toBeVisible();
      await expect(page.getByText(last!.answer)).toBeHidden();

      // A click opens the last category, and the first one closes: one at a time.
      await summary(page, 2, titles.at(-1)!).click();
      await expect(summary(page, 3, first!.question)).toBeHidden();
      await summary(page, 3, last!.question).click();
      await expect(page.getByText(last!.answer)).toBeVisible();

      // The keyboard: Enter opens the second category, Space two of its questions at once.
      const [one, two] = questionsIn(copy, titles[1]!);
      await summary(page, 2, titles[1]!).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(last!.answer)).toBeHidden();
      await summary(page, 3, one!.question).focus();
      await page.keyboard.press('Space');
      await summary(page, 3, two!.question).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(one!.answer)).toBeVisible();
      await expect(page.getByText(two!.answer)).toBeVisible();
    });
  }
});

test.describe('scripts delayed', () => {
  for (const { lang, copy, query, match } of pages) {
    test(`/${lang}/faq: a query typed before the scripts run filters once the FAQ hydrates, and the URL stays`, async ({ page }) => {
      const release = await delayScripts(page);
      await page.goto(`/${lang}/faq`, { waitUntil: 'domcontentloaded' });
      const url = page.url();
      const unrelated = copy.faq.questions[0]!.question;
      const box = page.getByRole('searchbox', { name: copy.faq.search });
      await box.pressSequentially(query);
      await page.keyboard.press('Enter');
      await expect(summary(page, 3, unrelated)).toBeVisible();
      // Before hydration: the page as prerendered passes axe.
      expect(await axeViolations(page)).toEqual([]);

      release();
      await expect(page.getByRole('button', { name: match })).toBeVisible();
      await expect(page.getByRole('button', { name: match })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(unrelated, { exact: true })).toHaveCount(0);
      await expect(box).toHaveValue(query);
      expect(page.url()).toBe(url);
    });
  }

  test('/tr/faq: what was opened and focused before hydration carries over, and nothing moves', async ({ page }) => {
    const release = await delayScripts(page);
    await page.goto('/tr/faq', { waitUntil: 'domcontentloaded' });
    const titles = titlesOf(tr);
    const [question] = questionsIn(tr, titles[2]!);
    await summary(page, 2, titles[2]!).click();
    await summary(page, 3, question!.question).click();
    await expect(page.getByText(question!.answer)).toBeVisible();
    await summary(page, 3, question!.question).focus();

    // Where each visible control is (a summary before, the accordion's button after), and the scroll.
    const boxes = () =>
      page.locator('main summary, main h2 > button, main h3 > button, main input, main a').evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return `${element.textContent?.trim() || element.tagName} ${x},${y},${width},${height}`;
          })
          .concat(`scrolled to ${scrollY}`),
      );
    const before = await boxes();
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) =>
        shifts.push(...list.getEntries().map((entry) => (entry as unknown as { value: number }).value)),
      ).observe({ type: 'layout-shift' });
    });

    release();
    await accordionTookOver(page, tr);
    const trigger = page.getByRole('button', { name: question!.question });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: titles[2]! }).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 2, name: titles[0]! }).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await boxes()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
});
