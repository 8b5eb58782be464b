// The admin shell's first screen in Debian's Chromium (Playwright, no throttling, a cold cache per
// run): when its loading placeholder and then the sign-in form reach the screen, and when the boot
// script started the entry. Times in ms from the start of the navigation, medians of several runs.
import { chromium } from 'playwright';
import { chromiumLaunchOptions as launchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Runs in the page before its own scripts. The placeholder is a spinner, which is not contentful, so
 * the first contentful paint is normally the sign-in form's; the form's paint is taken as the first
 * paint entry (FCP or a largest-contentful-paint candidate) at or after the form entered the DOM.
 */
function observe() {
  const marks = {};
  const paints = [];
  const settle = () => {
    if (marks.formInDom === undefined || marks.formPainted !== undefined) return;
    const painted = paints.filter((time) => time >= marks.formInDom);
    if (painted.length > 0) marks.formPainted = Math.min(...painted);
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
    if (marks.formInDom === undefined && document.querySelector('form input[type="email"]')) {
      marks.formInDom = performance.now();
      settle();
    }
  }).observe(document, { childList: true, subtree: true });
  Object.assign(window, { __adminPaint: marks });
}

function timeline() {
  const marks = window.__adminPaint;
  const [navigation] = performance.getEntriesByType('navigation');
  const entry = document.querySelector('script[data-entry]')?.dataset.entry ?? '';
  const request = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === entry);
  return {
    firstPaintMs: marks.firstPaint,
    fcpMs: marks.fcp,
    formPaintedMs: marks.formPainted,
    entryRequestedMs: request?.startTime,
    domContentLoadedMs: navigation.domContentLoadedEventStart,
    loadMs: navigation.loadEventStart,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

/** Opens `url` (an admin sign-in screen) `runs` times and returns the median of each time. */
export async function adminPaint(url, runs = 3) {
  const browser = await chromium.launch(launchOptions);
  try {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(observe);
      await page.goto(url);
      await page.waitForFunction(() => window.__adminPaint.formPainted !== undefined, null, { timeout: 30_000 });
      await page.waitForLoadState('load');
      const times = await page.evaluate(timeline);
      results.push({ ...times, placeholderAfterLoadMs: times.firstPaintMs - times.loadMs });
      await context.close();
    }
    return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
  } finally {
    await browser.close();
  }
}
