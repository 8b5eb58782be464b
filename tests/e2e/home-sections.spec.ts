import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/form-server';
import { settled } from './support/hydration';

const sectionIds = ['hero', 'problem', 'services', 'process', 'comparison', 'pricing', 'benefits'];
const navAnchors = ['services', 'process', 'comparison', 'pricing'];
const waitlistIds = ['cold-email', 'personalized-email', 'social-media', 'phone-callers', 'instagram', 'twitter', 'telegram'];

const homes = [
  {
    lang: 'en',
    headline: 'Automate your business with AI that works around the clock',
    joinWaitlist: 'Join Waitlist',
    ctas: ['Book a free consultation', 'See How It Works', 'Get Custom Quote', 'Book a Free AI Strategy Call'],
    caption: 'Feature comparison: ZK Automations and manual solutions',
    columns: ['Feature', 'ZK Automations', 'Manual solutions'],
    rows: ['24/7 automation', 'AI lead scoring', 'Customizable', 'Cost-effective', 'Cancel monthly', 'Scalable'],
    values: ['Yes', 'No', 'Limited'],
  },
  {
    lang: 'de',
    headline: 'Automatisieren Sie Ihre Geschäftsprozesse mit KI, die rund um die Uhr arbeitet',
    joinWaitlist: 'Auf die Warteliste',
    ctas: [
      'Kostenlose Beratung vereinbaren',
      'So funktioniert es',
      'Individuelles Angebot anfordern',
      'Kostenloses KI-Strategiegespräch vereinbaren',
    ],
    caption: 'Funktionsvergleich: ZK Automations und manuelle Lösungen',
    columns: ['Funktion', 'ZK Automations', 'Manuelle Lösungen'],
    rows: [
      'Automatisierung rund um die Uhr',
      'KI-gestütztes Lead-Scoring',
      'Individuell anpassbar',
      'Kosteneffizient',
      'Monatlich kündbar',
      'Skalierbar',
    ],
    values: ['Ja', 'Nein', 'Eingeschränkt'],
  },
  {
    lang: 'tr',
    headline: 'İş süreçlerinizi 7/24 çalışan yapay zekâ ile otomatikleştirin',
    joinWaitlist: 'Bekleme listesine katılın',
    ctas: ['Ücretsiz danışmanlık alın', 'Nasıl çalıştığını görün', 'Özel teklif alın', 'Ücretsiz yapay zekâ strateji görüşmesi planlayın'],
    caption: 'Özellik karşılaştırması: ZK Automations ve manuel çözümler',
    columns: ['Özellik', 'ZK Automations', 'Manuel çözümler'],
    rows: [
      '7/24 otomasyon',
      'Yapay zekâ ile potansiyel müşteri puanlama',
      'Özelleştirilebilir',
      'Uygun maliyetli',
      'Aylık iptal imkânı',
      'Ölçeklenebilir',
    ],
    values: ['Evet', 'Hayır', 'Sınırlı'],
  },
] as const;

const main = (page: Page) => page.getByRole('main');

for (const home of homes) {
  const { lang } = home;

  test.describe(`/${lang} home sections`, () => {
    test.use({ reducedMotion: 'reduce' });

    test('has its sections in order, every header anchor target, then the footer', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}`);
      const ids = await main(page)
        .locator('section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(sectionIds);
      for (const anchor of navAnchors) {
        const link = page.getByRole('banner').locator(`a[href="/${lang}#${anchor}"]`).first();
        await expect(link).toHaveCount(1);
        await expect(page.locator(`#${anchor}`)).toHaveCount(1);
      }
      const footerAfterMain = await page.evaluate(() => {
        const mainEl = document.querySelector('main');
        const footer = document.querySelector('footer');
        return !!mainEl && !!footer && !!(mainEl.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(footerAfterMain).toBe(true);
      expect(problems).toEqual([]);
    });

    test('every Join Waitlist link carries its service id', async ({ page }) => {
      await page.goto(`/${lang}`);
      const links = main(page).getByRole('link', { name: home.joinWaitlist, exact: true });
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(waitlistIds.map((id) => `/${lang}/waitlist?service=${id}`));
    });

    test('every call-to-action leads to the contact page', async ({ page }) => {
      await page.goto(`/${lang}`);
      for (const name of home.ctas) {
        const links = main(page).getByRole('link', { name, exact: true });
        const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
        expect(hrefs.length, name).toBeGreaterThan(0);
        for (const href of hrefs) expect(href, name).toBe(`/${lang}/contact`);
      }
      await expect(main(page).getByRole('link', { name: home.ctas[2], exact: true })).toHaveCount(3);
      await expect(main(page).locator(`a[href="/${lang}/zkagent"]`)).toHaveCount(1);
    });

    test('the comparison table exposes caption, column headers, row headers and cells', async ({ page }) => {
      await page.goto(`/${lang}`);
      const table = page.getByRole('table', { name: home.caption });
      await expect(table.getByRole('columnheader')).toHaveText([...home.columns]);
      await expect(table.getByRole('rowheader')).toHaveText([...home.rows]);
      const cells = table.getByRole('cell');
      await expect(cells).toHaveCount(home.rows.length * (home.columns.length - 1));
      const texts = await cells.allTextContents();
      expect(new Set(texts)).toEqual(new Set(home.values));
      const scroller = page.getByRole('region', { name: home.caption });
      await page.setViewportSize({ width: 390, height: 844 });
      // Measured where a visitor sees it. Off screen, the section is not rendered
      // (`content-visibility: auto`), and Chromium can keep the styles it last computed there: the
      // 1280 px padding, after the resize to 390 px.
      await scroller.scrollIntoViewIfNeeded();
      await expect.poll(() => scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

    test('the served HTML holds the full headline in the h1', async ({ request }) => {
      const html = await (await request.get(`/${lang}`)).text();
      // Whole in its label for screen readers, and once as text (one span per typed character) for search engines.
      const h1 = /<h1 ([^>]*)>([\s\S]*?)<\/h1>/.exec(html)!;
      expect(h1[1]).toContain(`aria-label="${home.headline}"`);
      expect(h1[2]!.replace(/<[^>]+>/g, '')).toBe(home.headline);
    });

    test('with reduced motion the full headline and the rest show at once', async ({ page }) => {
      await page.goto(`/${lang}`);
      const hero = page.locator('#hero');
      const heading = hero.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(home.headline);
      // Once the hero has hydrated and the page has settled, it has had every chance to start typing.
      await waitForHydration(page, '#hero a');
      await settled(page);
      await expect(hero).toHaveAttribute('data-state', 'static');
      // Nothing types: no character waits for an animation, and no caret is drawn.
      expect(await heading.evaluate((h1) => h1.getAnimations({ subtree: true }).length)).toBe(0);
      await expect(hero.getByRole('link', { name: home.ctas[0] })).toBeVisible();
      await expect(hero.locator('canvas')).toHaveCount(0);
      // Neither the network animation nor the cursor trail is there (reduced-motion.spec.ts checks the rest).
      await hero.hover();
      await expect(page.locator('[data-decor]')).toHaveCount(0);
    });
  });
}

test.describe('hero motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('types the headline while the h1 keeps the full text, then reveals the rest, without hydration errors', async ({ page }) => {
    const problems = watchConsole(page);
    const { headline, ctas } = homes[0];
    // CSS runs the typing from the first paint; on a busy machine it can be over before a check runs,
    // so the page's animations stand still at their start until the checks of the typing are done.
    const animations = await page.context().newCDPSession(page);
    await animations.send('Animation.enable');
    await animations.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto('/en');
    const hero = page.locator('#hero');
    const heading = hero.getByRole('heading', { level: 1, name: headline });
    await expect(hero).toHaveAttribute('data-state', 'typing');
    await expect(heading).toBeAttached();
    // The caret: one character's bar showing at a time (it blinks, so it may be between showings).
    const carets = () =>
      heading.evaluate(
        (h1) =>
          [...h1.querySelectorAll('[data-typed] > [data-caret]')].filter((c) => !getComputedStyle(c).backgroundSize.startsWith('0px'))
            .length,
      );
    await expect.poll(carets).toBe(1);
    // The rest waits, clipped away, until the typing is done.
    await expect(hero.getByRole('link', { name: ctas[0] }).locator('xpath=..')).toHaveCSS('clip-path', /100%/);
    await animations.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(hero).toHaveAttribute('data-state', 'done');
    await expect(heading).toHaveText(headline);
    await expect(hero.getByRole('link', { name: ctas[0] })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('loads the decorative canvas lazily, hidden from assistive technology and not in the way of clicks', async ({ page }) => {
    await page.goto('/en');
    const canvas = page.locator('#hero canvas');
    await expect(canvas).toHaveCount(1);
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    const cta = page.locator('#benefits').getByRole('link', { name: homes[0].ctas[3] });
    await page.locator('#hero').hover();
    await cta.click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
