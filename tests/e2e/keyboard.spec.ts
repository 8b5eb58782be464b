import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { desktop, focused, mobile } from './support/a11y';
import { ADMIN_EMAIL, ADMIN_PASSWORD, localDateTime, signInTakenOver } from './support/admin';
import { expect, test } from './support/banner';
import { waitForHydration } from './support/form-server';
import { expectVisibleFocus, focusWithin, tabTo } from './support/keyboard';

/**
 * Issue 9's keyboard journeys: every one is done with `page.keyboard` alone, no mouse. Each Tab stop
 * on the way must show a focus indicator and stay in view (tabTo); after each navigation and dialog,
 * focus must land on the right element; and Tab always gets out of a component again.
 */
test.use({ reducedMotion: 'reduce', viewport: desktop });
test.describe.configure({ timeout: 60_000 });

test('the language picker: open, Escape, Tab out, then choose Deutsch', async ({ page, baseURL }) => {
  await page.goto('/en/faq');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: `${en.header.languageLabel}: English, en` });
  await tabTo(page, trigger);

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => focusWithin(menu)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // Tab leaves the open menu and goes on from the button: the keyboard is never held in it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  expect(await focused(page)).not.toBe('body');
  await expect(trigger).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const deutsch = page.getByRole('menuitemradio', { name: /Deutsch/ });
  for (let i = 0; i < 3 && !(await deutsch.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(deutsch).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/de/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A new document: the keyboard starts at the top, on the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: de.common.skipToContent })).toBeFocused();
  await expectVisibleFocus(page);
});

test('the mobile menu: open, Escape back to the toggle, Tab out closes it, a link lands on main', async ({ page, baseURL }) => {
  await page.setViewportSize(mobile);
  await page.goto('/en/about');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const toggle = header.locator('button[aria-controls]');
  await tabTo(page, toggle);
  await expect(toggle).toHaveAccessibleName(en.header.menuOpen);

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(en.header.menuClose);
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: en.common.services })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Enter on the toggle closes it again, focus staying put.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Tab through every item; one more Tab leaves the header and closes the menu behind it.
  await page.keyboard.press('Enter');
  const items = await menu.locator('a, button').count();
  for (let i = 0; i < items; i++) {
    await page.keyboard.press('Tab');
    expect(await focusWithin(menu), `item ${i + 1} of ${items} is in the menu`).toBe(true);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Tab');
  expect(await focusWithin(header)).toBe(false);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectVisibleFocus(page);
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();

  // Following a page link closes the menu and puts focus on the new page's main landmark.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: en.common.faq }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/en/faq`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: en.faq.search })).toBeFocused();
});

test('the FAQ: search, open and close a question, then browse a category', async ({ page }) => {
  await page.goto('/en/faq');
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: en.faq.search });
  await tabTo(page, search);
  await page.keyboard.type('hubspot');
  await expect(page.getByText('1 question found')).toBeVisible();
  const question = page.getByRole('button', { name: 'Does the chatbot integrate with our CRM?' });
  await tabTo(page, question, { max: 5 });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/HubSpot/).first()).toBeVisible();

  // Back to the box, empty it, and open the first question of the open category.
  await tabTo(page, search, { back: true, max: 5 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  const general = page.getByRole('heading', { level: 2, name: 'General' }).getByRole('button');
  await tabTo(page, general, { max: 5 });
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('button', { name: en.faq.questions[0]!.question });
  await tabTo(page, first, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(en.faq.questions[0]!.answer)).toBeVisible();
  // Tab goes on past the last question of the category and out of the accordion.
  await tabTo(page, page.locator('main').getByRole('link', { name: en.faq.contact.action, exact: true }));
});

test('the waitlist: choose two services with Space, fill in, submit; focus lands on the thank-you', async ({ page }) => {
  await page.goto('/de/waitlist');
  await waitForHydration(page, 'form');
  const tile = (key: keyof typeof de.waitlist.services) =>
    page.getByRole('checkbox', { name: de.waitlist.services[key].title, exact: true });
  await tabTo(page, tile('coldEmail'));
  await page.keyboard.press('Space');
  await expect(tile('coldEmail')).toBeChecked();
  await tabTo(page, tile('telegram'), { max: 8 });
  await page.keyboard.press('Space');
  await expect(tile('telegram')).toBeChecked();

  await tabTo(page, page.getByRole('textbox', { name: de.common.fullName, exact: true }), { max: 3 });
  await page.keyboard.type('Jürgen Weiß');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: de.common.email, exact: true })).toBeFocused();
  await page.keyboard.type(`tastatur-${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  const consent = page.getByRole('checkbox', { name: de.waitlist.consent.label });
  await expect(consent).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `${de.waitlist.consent.privacyLink} ${de.waitlist.consent.newTab}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: de.waitlist.labels.submit })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('heading', { level: 2, name: de.common.thankYou });
  await expect(thanks).toBeFocused({ timeout: 15_000 });
  await tabTo(page, page.getByRole('link', { name: de.common.backToHome }), { max: 3 });
});

test('the contact form: errors take focus, then submit; focus lands on the thank-you', async ({ page }) => {
  await page.goto('/tr/contact');
  await waitForHydration(page, 'form');
  const name = page.getByRole('textbox', { name: tr.common.fullName, exact: true });
  const submit = page.getByRole('button', { name: tr.contact.submit });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(tr.form.required);

  await page.keyboard.type('Ayşe Yılmaz');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`klavye-${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: tr.common.inquiry, exact: true })).toBeFocused();
  await page.keyboard.type('İstanbul ofisimiz için bir sohbet botu istiyoruz.');
  // The privacy notice is linked between the message and the button (issue 47, item 12).
  await page.keyboard.press('Tab');
  await expect(page.locator('form').getByRole('link', { name: tr.contact.privacyLink })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: tr.common.thankYou })).toBeFocused({ timeout: 15_000 });
});

test('the admin: sign in, create a countdown, toggle it and delete it', async ({ page }) => {
  await page.goto('/admin');
  // Focus moving to the dashboard's main is the scripts' doing: a form sent before they run is a page load.
  await signInTakenOver(page);
  const email = page.getByRole('textbox', { name: en.admin.signIn.email });
  await expect(email).toBeEditable();
  await tabTo(page, email);
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.dashboard.title })).toBeVisible();
  // The sign-in button is gone: focus lands on the dashboard's main landmark.
  await expect(page.locator('main')).toBeFocused();

  const title = page.getByRole('textbox', { name: en.admin.countdowns.titleLabel });
  await tabTo(page, title);
  const name = `Keyboard launch ${Date.now()}`;
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  const date = page.getByLabel(en.admin.countdowns.targetLabel);
  await expect(date).toBeFocused();
  // Chromium's date-time field takes typed digits segment by segment (month, day, year, then the
  // time); the year takes up to six digits, so the arrow key moves on to the hour.
  const target = new Date(Date.now() + 3 * 86_400_000);
  target.setHours(9, 30, 0, 0);
  const [, yyyy, mm, dd] = /^(\d{4})-(\d{2})-(\d{2})/.exec(localDateTime(target))!;
  await page.keyboard.type(`${mm}${dd}${yyyy}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0930A');
  await expect(date).toHaveValue(localDateTime(target));
  await tabTo(page, page.getByRole('button', { name: en.admin.countdowns.create }), { max: 6 });
  await page.keyboard.press('Enter');
  const active = page.getByRole('button', { name: `${en.admin.countdowns.active}: ${name}` });
  await expect(active).toBeVisible();
  // The form was busy and is cleared: focus is back on the title for the next one.
  await expect(title).toBeFocused();

  await tabTo(page, active);
  await page.keyboard.press('Enter');
  const inactive = page.getByRole('button', { name: `${en.admin.countdowns.inactive}: ${name}` });
  await expect(inactive).toBeFocused();

  const remove = page.getByRole('button', { name: `Delete “${name}”` });
  await tabTo(page, remove, { max: 2 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: en.admin.countdowns.confirmTitle });
  await expect(dialog.getByRole('button', { name: en.admin.countdowns.cancel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: en.admin.countdowns.confirm, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: en.admin.countdowns.title })).toBeFocused();
  // And the keyboard goes on from there.
  await page.keyboard.press('Tab');
  expect(await focused(page)).not.toBe('body');
  await expectVisibleFocus(page);
});
