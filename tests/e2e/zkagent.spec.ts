import { expect, test, type Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { gotoHydrated } from './support/hydration';

for (const [lang, copy] of [
  ['en', en],
  ['de', de],
  ['tr', tr],
] as const) {
  test.describe(`/${lang}/zkagent`, () => {
    test('shows eight feature groups, each with a bullet list and an illustration, and a closing demo call', async ({ page }) => {
      await page.goto(`/${lang}/zkagent`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.pages.zkagent.title);
      const groups = Object.entries(copy.zkagent.groups);
      expect(groups).toHaveLength(8);
      for (const [id, group] of groups) {
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.title);
        await expect(section.getByRole('listitem')).toHaveCount(group.items.length);
        await expect(section.locator('[data-illustration]')).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: copy.zkagent.cta.title })).toBeVisible();
      await expect(page.getByRole('link', { name: copy.common.requestDemo })).toHaveCount(2);
      // axe on this page in every language: a11y.spec.ts.
    });

    /** The explore button scrolls to the first group; Request Demo leads to contact. */
    const exploreThenRequestDemo = async (page: Page) => {
      await page.getByRole('link', { name: copy.zkagent.explore }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/zkagent#support$`));
      await expect(page.getByRole('heading', { level: 2, name: copy.zkagent.groups.support.title })).toBeInViewport();

      await page.getByRole('link', { name: copy.common.requestDemo }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.pages.contact.title);
    };

    test('the explore button scrolls to the first group; Request Demo leads to contact', async ({ page }) => {
      await gotoHydrated(page, `/${lang}/zkagent`);
      await exploreThenRequestDemo(page);
    });

    test.describe('with scripts off', () => {
      test.use({ javaScriptEnabled: false });
      test('the same links work as plain links', async ({ page }) => {
        await page.goto(`/${lang}/zkagent`);
        await exploreThenRequestDemo(page);
      });
    });
  });
}
