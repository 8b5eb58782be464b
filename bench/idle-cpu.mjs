// What a page costs the visitor's machine while they only look at it: the CPU time Debian's Chromium
// (every process of it: browser, renderer, GPU, network; no GPU, so drawing and compositing are on the
// CPU too) spends over 10 s, from 10 s after the page loaded, with that one page open and motion
// allowed, as a share of one core. Counting the browser's own processes (Chrome DevTools Protocol,
// SystemInfo.getProcessInfo) rather than the whole machine keeps other work on a shared machine out of
// the figure. Measures, never asserts; part of `npm run bench` (`--skip-idle`).
// `node bench/idle-cpu.mjs [path ...] [--rounds=2] [--json]` (default: a page of each kind in English).
// A decoration that redraws every frame shows here long before it shows in a Lighthouse score.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { buildIfStale } from '../scripts/lib/build-if-stale.mjs';
import { startServer } from './server.mjs';

export const defaultPaths = ['/en', '/en/contact', '/en/waitlist', '/en/faq', '/en/zkagent', '/en/about', '/admin'];

/** CPU seconds so far of each of the browser's processes, by process id. */
async function cpuSeconds(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return new Map(processInfo.map(({ id, cpuTime }) => [id, cpuTime]));
}

/**
 * Opens each of `paths` on its own in a 1280 x 800 window, waits `afterLoadMs` from its load event (the
 * opening motion is over by then), and returns the share of one core (percent) the browser spent over
 * the next `seconds`; `rounds` times over all the pages, so a burst of other load falls on one round.
 */
export async function idleCpu({ paths = defaultPaths, rounds = 2, afterLoadMs = 10_000, seconds = 10, log = console.log } = {}) {
  buildIfStale({ log });
  const site = await startServer({}, undefined, { stderr: 'ignore' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const date = new Date().toISOString();
  const shares = new Map(paths.map((path) => [path, []]));
  try {
    const cdp = await browser.newBrowserCDPSession();
    for (let round = 0; round < rounds; round++) {
      for (const path of paths) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
        await page.goto(site.url + path, { waitUntil: 'load' });
        await page.waitForTimeout(afterLoadMs);
        const before = await cpuSeconds(cdp);
        await page.waitForTimeout(seconds * 1000);
        const after = await cpuSeconds(cdp);
        const spent = [...after].reduce((sum, [id, cpu]) => sum + cpu - (before.get(id) ?? 0), 0);
        const share = Math.round((spent / seconds) * 1000) / 10;
        log(`${path}: ${share} % of a core while idle on screen (from ${afterLoadMs / 1000} s after load, over ${seconds} s)`);
        shares.get(path).push(share);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return { date, afterLoadMs, seconds, pages: [...shares].map(([path, coreShares]) => ({ path, coreShares })) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const rounds = args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1];
  const result = await idleCpu({ paths: paths.length ? paths : undefined, rounds: rounds ? Number(rounds) : undefined });
  if (args.includes('--json')) console.log(JSON.stringify(result));
}
