// Lighthouse (default mobile settings) in Debian's Chromium: the median of several runs of one page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/lib/chromium.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The audits of the accessibility, best-practices and SEO categories that did not pass, by id: why a score is below 100. */
function missedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Launches one Chromium for many audits. */
export async function startChrome() {
  return launch({ chromePath: chromiumExecutablePath, chromeFlags });
}

/** Every script request of a Lighthouse run's transfer list (the `network-requests` audit), from the navigation to the run's end. */
const scriptRequests = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');

/** The scripts of this site a Lighthouse run saw requested within `withinMs` of the navigation (all of the run by default), as paths. */
function scriptsLoaded(lhr, origin, withinMs = Infinity) {
  return scriptRequests(lhr)
    .filter((request) => request.url.startsWith(origin) && request.networkRequestTime <= withinMs)
    .map((request) => new URL(request.url).pathname);
}

/**
 * What the run's script requests cost on the wire, as Lighthouse's transfer list counts them: each
 * answer's headers and its body as sent (brotli from the project's server), other origins' too.
 */
const scriptTransferBytes = (lhr) => scriptRequests(lhr).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

/** Script addresses of another origin in a run (not in the build, so counted only by their transfer size). */
const foreignScripts = (lhr, origin) =>
  scriptRequests(lhr)
    .filter((request) => !request.url.startsWith(origin))
    .map((request) => request.url);

async function run(chrome, url, options = {}) {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...options });
    // A failed run (such as NO_FCP, when headless Chromium reports no paint) has no metrics: run it
    // again rather than report a score of 0, up to twice.
    if (!lhr.runtimeError || attempt >= 2) return lhr;
    console.warn(`  Lighthouse run failed on ${url}: ${lhr.runtimeError.code}, retrying`);
  }
}

/**
 * Audits `url` `runs` times, each run followed by one of the same page with every script blocked
 * (Lighthouse's `blockedUrlPatterns`: the page as its HTML alone paints it, the LCP reference the page
 * with scripts should stay within 10 % of), so a burst of other load on the machine falls on both.
 * Returns the median of each metric, the twin's LCP, the scripts requested within the first 5 s
 * of the run with the median count (`scripts`, paths), and those of the whole run with the median
 * count (`visitScripts`, with `visitTransferBytes`, the transfer list's bytes of that run's scripts,
 * and `foreignScripts`, any of another origin).
 */
export async function audit(chrome, url, runs = 3) {
  const results = [];
  const twins = [];
  const origin = new URL(url).origin;
  for (let i = 0; i < runs; i++) {
    const lhr = await run(chrome, url, { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      scripts: scriptsLoaded(lhr, origin, 5000),
      visit: {
        visitScripts: scriptsLoaded(lhr, origin),
        visitTransferBytes: scriptTransferBytes(lhr),
        foreignScripts: foreignScripts(lhr, origin),
      },
      missed: missedAudits(lhr),
    });
    const twin = await run(chrome, url, { onlyCategories: ['performance'], blockedUrlPatterns: ['*.js'] });
    const lcp = twin.audits['largest-contentful-paint']?.numericValue;
    if (!twin.runtimeError && typeof lcp === 'number') twins.push(lcp);
  }
  const metrics = Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => key !== 'scripts' && key !== 'visit' && key !== 'missed')
      .map((key) => {
        const values = results.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
        return [key, values.length ? median(values) : null];
      }),
  );
  const byCount = [...results].sort((a, b) => a.scripts.length - b.scripts.length);
  const byVisit = [...results].sort(
    (a, b) => a.visit.visitScripts.length - b.visit.visitScripts.length || a.visit.visitTransferBytes - b.visit.visitTransferBytes,
  );
  const missed = [...new Set(results.flatMap((r) => r.missed))];
  return {
    ...metrics,
    missed,
    lcpNoScriptsMs: twins.length ? median(twins) : null,
    scripts: byCount[Math.floor(byCount.length / 2)].scripts,
    ...byVisit[Math.floor(byVisit.length / 2)].visit,
  };
}
