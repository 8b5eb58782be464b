// Screenshots pages of a running site at 390 px and 1280 px, for a visitor's-eye review.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (PNGs go to ./screenshots, ignored by git)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/en', '/de', '/tr'];
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    // Sections below the fold render only near the viewport (content-visibility: auto); a full-page
    // capture is not a scroll, so draw them all for the picture (through the CSSOM, which the
    // site's content security policy allows where a style element would be refused).
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    });
    const file = `${outDir}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
