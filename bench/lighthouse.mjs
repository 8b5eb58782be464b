// Lighthouse (default mobile settings) in Debian's Chromium: the median of several runs of one page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/lib/chromium.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Launches one Chromium for many audits. */
export async function startChrome() {
  return launch({ chromePath: chromiumExecutablePath, chromeFlags });
}

/** Audits `url` `runs` times and returns the median of each metric. */
export async function audit(chrome, url, runs = 3) {
  const results = [];
  let failures = 0;
  while (results.length < runs) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // A failed run (such as NO_FCP, when headless Chromium reports no paint) has no metrics: run it
    // again rather than report a score of 0, up to twice per page.
    if (lhr.runtimeError) {
      console.warn(`  Lighthouse run failed on ${url}: ${lhr.runtimeError.code}${failures < 2 ? ', retrying' : ''}`);
      if (++failures <= 2) continue;
    }
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    });
  }
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => {
      const values = results.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
      return [key, values.length ? median(values) : null];
    }),
  );
}

/**
 * LCP of `url` with every script blocked (Lighthouse's `blockedUrlPatterns`): the page as its HTML
 * alone paints it, the reference the page with its scripts should stay within 10 % of. The median of
 * `runs` performance-only runs.
 */
export async function lcpWithoutScripts(chrome, url, runs = 1) {
  const values = [];
  for (let attempt = 0; values.length < runs && attempt < runs + 2; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: ['*.js'],
    });
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    if (!lhr.runtimeError && typeof lcp === 'number') values.push(lcp);
  }
  return values.length ? median(values) : null;
}
