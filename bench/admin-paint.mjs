// The admin sign-in screen's first paint in Debian's Chromium (Playwright, a cold cache per run), at
// full speed and with the CPU slowed down 4x: when the e-mail field reaches the screen, and when the
// scripts took the form over (they then ask the server for the session). Times in ms from the start
// of the navigation, medians of several runs.
import { chromium } from 'playwright';
import { chromiumLaunchOptions as launchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Runs in the page before its own scripts. The e-mail field's paint is the first paint entry (FCP or
 * a largest-contentful-paint candidate) at or after the field entered the DOM: the sign-in screen is
 * in the HTML, so normally the first contentful paint. When the parser yields before the form (seen at
 * 4x CPU), the first paint comes before the field and the field may never be a largest paint: then the
 * start of the first frame after the field entered the DOM (`fieldFrame`) stands in for it.
 */
function observe() {
  const marks = {};
  const paints = [];
  const settle = () => {
    if (marks.fieldInDom === undefined || marks.fieldPainted !== undefined) return;
    const painted = paints.filter((time) => time >= marks.fieldInDom);
    if (painted.length > 0) marks.fieldPainted = Math.min(...painted);
  };
  const record = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint') marks.firstPaint = entry.startTime;
      else if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
      if (entry.name !== 'first-paint') paints.push(entry.startTime);
    }
    settle();
  };
  new PerformanceObserver(record).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(record).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (marks.fieldInDom === undefined && document.querySelector('form input[type="email"]')) {
      marks.fieldInDom = performance.now();
      requestAnimationFrame((frameStart) => (marks.fieldFrame = frameStart));
      settle();
    }
  }).observe(document, { childList: true, subtree: true });
  Object.assign(window, { __adminPaint: marks });
}

function timeline() {
  const marks = window.__adminPaint;
  const [navigation] = performance.getEntriesByType('navigation');
  const entry = document.querySelector('script[data-entry]')?.dataset.entry ?? '';
  const resources = performance.getEntriesByType('resource');
  const started = (path) => resources.find((resource) => new URL(resource.name).pathname === path)?.startTime;
  return {
    fcpMs: marks.fcp,
    fieldPaintedMs: marks.fieldPainted ?? marks.fieldFrame,
    entryRequestedMs: started(entry),
    sessionAskedMs: started('/api/auth/session'),
    domContentLoadedMs: navigation.domContentLoadedEventStart,
    loadMs: navigation.loadEventStart,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

/**
 * Opens `url` (an admin sign-in screen) `runs` times with the CPU slowed down `cpuSlowdown` times
 * (Chromium's CPU throttling, as Lighthouse's mobile setting) and returns the median of each time.
 */
export async function adminPaint(url, runs = 3, cpuSlowdown = 1) {
  const browser = await chromium.launch(launchOptions);
  try {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.addInitScript(observe);
      // Taken over: the scripts ask for the session once the form is theirs.
      const takenOver = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session', { timeout: 60_000 });
      await page.goto(url);
      // A paint entry after the field, or (none within 2 s of its first frame) that frame.
      await page.waitForFunction(
        () => {
          const marks = window.__adminPaint;
          return marks.fieldPainted !== undefined || (marks.fieldFrame !== undefined && performance.now() - marks.fieldFrame > 2000);
        },
        null,
        { timeout: 30_000 },
      );
      await takenOver;
      await page.waitForLoadState('load');
      results.push(await page.evaluate(timeline));
      await context.close();
    }
    return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
  } finally {
    await browser.close();
  }
}
