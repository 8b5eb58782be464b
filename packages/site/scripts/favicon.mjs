// `node packages/site/scripts/favicon.mjs`: renders the icon (packages/site/favicon.svg, its source) to
// public/favicon.png, 64 x 64, in Debian's Chromium. Run it after changing the SVG, and commit both.
//
// The pages link the PNG, not the SVG: Chromium draws a page's SVG icon on that page's main thread,
// in an SVG document of its own (15-45 ms at 4x CPU, after the load event), where a PNG this small
// decodes in well under a millisecond.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';

const siteDir = join(import.meta.dirname, '..');
const size = 64;
const svg = readFileSync(join(siteDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<body style="margin:0"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  writeFileSync(
    join(siteDir, 'public/favicon.png'),
    await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
  );
} finally {
  await browser.close();
}
