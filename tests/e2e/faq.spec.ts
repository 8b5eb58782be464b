import { expect, test, type Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { axeViolations } from './support/a11y';
import { waitForHydration } from './support/form-server';

const categoryTitles = (questions: readonly { category: string }[]) => [...new Set(questions.map((q) => q.category))];

async function search(page: Page, label: string, query: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(query);
  return box;
}

async function openFaq(page: Page, lang: string) {
  // No wait for hydration: the prerendered FAQ works, and what is typed before is applied after
  // (faq-no-script.spec.ts); the accordion's buttons below appear once it has taken over.
  await page.goto(`/${lang}/faq`);
}

test('the English FAQ has four categories of three questions; German and Turkish five, Turkish mirroring German', async () => {
  expect(categoryTitles(en.faq.questions)).toEqual(['General', 'Technical', 'Implementation', 'Business Impact']);
  for (const title of categoryTitles(en.faq.questions)) {
    expect(en.faq.questions.filter((q) => q.category === title)).toHaveLength(3);
  }
  expect(categoryTitles(de.faq.questions)).toHaveLength(5);
  const byCategory = (questions: readonly { category: string }[]) => questions.map((q) => categoryTitles(questions).indexOf(q.category));
  expect(byCategory(tr.faq.questions)).toEqual(byCategory(de.faq.questions));
});

for (const [lang, copy] of [
  ['en', en],
  ['de', de],
  ['tr', tr],
] as const) {
  test(`/${lang}/faq: one category open at a time, several questions at once, and a contact button`, async ({ page }) => {
    await openFaq(page, lang);
    await waitForHydration(page, '[data-slot="faq"]');
    const titles = categoryTitles(copy.faq.questions);
    const trigger = (title: string) => page.getByRole('heading', { level: 2, name: title }).getByRole('button');
    // Hydrated, the FAQ is still the prerendered disclosures: the accordion's code runs only once the
    // visitor does something in it. The first click opens a category, and the accordion takes over.
    await expect(page.locator('main details[data-faq-category]')).toHaveCount(titles.length);
    await page
      .locator('main summary')
      .filter({ has: page.getByRole('heading', { level: 2, name: titles[1]!, exact: true }) })
      .click();
    await expect(page.getByRole('heading', { level: 2 }).filter({ has: page.getByRole('button') })).toHaveCount(titles.length);
    await expect(trigger(titles[1]!)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(titles[0]!)).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger(titles[1]!)).toBeFocused();
    await trigger(titles[1]!).click();
    await expect(trigger(titles[1]!)).toHaveAttribute('aria-expanded', 'false');

    await trigger(titles[0]!).click();
    const [first, second] = copy.faq.questions;
    await page.getByRole('button', { name: first!.question }).click();
    await page.getByRole('button', { name: second!.question }).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await expect(page.getByText(second!.answer)).toBeVisible();

    await expect(page.locator('main').getByRole('link', { name: copy.faq.contact.action, exact: true })).toHaveAttribute(
      'href',
      `/${lang}/contact`,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('/tr/faq finds questions for Turkish capitals (İ and I fold the Turkish way)', async ({ page }) => {
  await openFaq(page, 'tr');
  await search(page, tr.faq.search, 'KVKK');
  await expect(page.getByRole('button', { name: 'Chatbot KVKK ve GDPR ile uyumlu mu?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Kişisel verileri 6698 sayılı', { exact: false })).toBeVisible();

  await search(page, tr.faq.search, 'İADE');
  const refund = page.getByRole('button', { name: 'Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?' });
  await expect(refund).toBeVisible();
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('1 soru bulundu')).toBeVisible();

  // Dotless capital I lowercases to ı in Turkish: "ÇALIŞIR" matches "çalışır".
  await search(page, tr.faq.search, 'ÇALIŞIR');
  await expect(page.getByRole('button', { name: 'Chatbot hangi kanallarda çalışır?' })).toBeVisible();
});

test('/de/faq matches ss against ß and shows a clear empty state', async ({ page }) => {
  await openFaq(page, 'de');
  await search(page, de.faq.search, 'AUSSERDEM');
  await expect(page.getByRole('button', { name: 'Lässt sich der Chatbot mit unserem CRM verbinden?' })).toBeVisible();

  await search(page, de.faq.search, 'Quantencomputer');
  await expect(page.getByRole('heading', { name: de.faq.noResultsTitle })).toBeVisible();
  await page.getByRole('button', { name: de.faq.clear }).last().click();
  await expect(page.getByRole('searchbox', { name: de.faq.search })).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Allgemein' })).toBeVisible();
});

test('/en/faq search is case-insensitive across questions and answers', async ({ page }) => {
  await openFaq(page, 'en');
  await search(page, en.faq.search, 'hubspot');
  await expect(page.getByRole('button', { name: 'Does the chatbot integrate with our CRM?' })).toBeVisible();
  await expect(page.getByText('1 question found')).toBeVisible();
});
