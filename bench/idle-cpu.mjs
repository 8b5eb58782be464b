// What a page costs the machine while a visitor only looks at it: the share of a core the whole machine
// spends over 10 s, from 4 s after the page loaded, with that one page open in Debian's Chromium (no GPU,
// so drawing and compositing are on the CPU too), motion allowed. Measures, never asserts; run it with
// nothing else busy. `node bench/idle-cpu.mjs [path ...]` (default: a page of each kind in English).
// A decoration that redraws every frame shows here long before it shows in a Lighthouse score.
import { availableParallelism } from 'node:os';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { buildIfStale } from '../scripts/lib/build-if-stale.mjs';
import { busyMeter } from './lib/cpu-meters.mjs';
import { startServer } from './server.mjs';

const paths = process.argv.slice(2);
const targets = paths.length ? paths : ['/en', '/en/contact', '/en/waitlist', '/en/faq', '/en/zkagent', '/en/about', '/admin'];

buildIfStale();
const site = await startServer({}, undefined, { stderr: 'ignore' });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of targets) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const busy = busyMeter();
    await page.waitForTimeout(10_000);
    const fraction = busy();
    console.log(
      `${path}: ${fraction === null ? 'unknown (no /proc/stat)' : `${(fraction * availableParallelism() * 100).toFixed(0)} % of a core`} while idle on screen`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
