// `npm run bench`: measures, never asserts. Writes bench/report.md and bench/report.json.
// Options: --runs=N (Lighthouse runs per page, and loads per admin screen, default 3),
//          --pages=/en,/de/faq (default all 27; --pages= for none),
//          --lighthouse-pages=/en,/de (Lighthouse on these only; JS bytes for all),
//          --skip-lighthouse (JS bytes only), --skip-server (no submission/SSE load test),
//          --noscript-runs=N (Lighthouse runs with every script blocked, for the LCP reference; default 1),
//          --admin-pages=/admin (the admin sign-in screens to time, default /admin,/de/admin),
//          --skip-admin (no admin timing), --skip-leads (no lead-inbox bench at 100,000 + 100,000 leads),
//          --skip-static (no static-serving comparison with nginx, bench/static-serving.mjs; without nginx
//          installed it measures the server alone), --skip-upgrade (no upgrade under load, bench/upgrade.mjs: it builds once).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPaint } from '../bench/admin-paint.mjs';
import { firstLoadJs } from '../bench/js-bytes.mjs';
import { targets, renderReport } from '../bench/report.mjs';
import { startServer } from '../bench/server.mjs';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(args.runs ?? 3);
const clientDir = join(root, 'packages/site/dist/current/client');

buildIfStale();
const manifest = JSON.parse(readFileSync(join(root, 'packages/site/dist/current/manifest.json'), 'utf8'));
const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
const paths = args.pages !== undefined ? args.pages.split(',').filter(Boolean) : allPaths;
const adminPaths = args['skip-admin'] ? [] : (args['admin-pages'] ?? '/admin,/de/admin').split(',').filter(Boolean);

const site = await startServer();
const rows = [];
const admin = [];
let chrome;
try {
  if (!args['skip-lighthouse']) {
    const { startChrome } = await import('../bench/lighthouse.mjs');
    chrome = await startChrome();
  }
  const { audit, lcpWithoutScripts } = chrome ? await import('../bench/lighthouse.mjs') : {};
  for (const [index, path] of paths.entries()) {
    const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
    const js = firstLoadJs(clientDir, manifest, html);
    const t0 = performance.now();
    const audited = chrome && (!args['lighthouse-pages'] || args['lighthouse-pages'].split(',').includes(path));
    const lighthouse = audited
      ? { ...(await audit(chrome, site.url + path, runs)), lcpNoScriptsMs: await lcpWithoutScripts(chrome, site.url + path, Number(args['noscript-runs'] ?? 1)) }
      : null;
    rows.push({ path, jsGzipBytes: js.gzipBytes, jsRawBytes: js.rawBytes, jsFiles: js.files, ...lighthouse });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const summary = lighthouse
      ? `perf ${lighthouse.performance} a11y ${lighthouse.accessibility} bp ${lighthouse.bestPractices} seo ${lighthouse.seo} LCP ${Math.round(lighthouse.lcpMs)} ms (no JS ${Math.round(lighthouse.lcpNoScriptsMs)} ms) CLS ${lighthouse.cls?.toFixed(3)} TBT ${Math.round(lighthouse.tbtMs)} ms`
      : '';
    console.log(`[${index + 1}/${paths.length}] ${path}: JS ${(js.gzipBytes / 1024).toFixed(1)} KB gz ${summary} (${seconds} s)`);
  }
  for (const path of adminPaths) {
    const times = await adminPaint(site.url + path, runs);
    admin.push({ path, ...times });
    console.log(`${path}: placeholder painted ${times.firstPaintMs} ms (${times.placeholderAfterLoadMs} ms after load), FCP ${times.fcpMs} ms, sign-in form painted ${times.formPaintedMs} ms, entry requested ${times.entryRequestedMs} ms, load ${times.loadMs} ms`);
  }
} finally {
  await chrome?.kill();
  await site.stop();
}

let server = null;
if (!args['skip-server']) {
  console.log('Server load: submissions at 50 connections, one countdown change to 1,000 event-stream subscribers...');
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/scripts/bench.ts', '--json'], { cwd: root, encoding: 'utf8' });
  server = JSON.parse(output.trim().split('\n').at(-1));
  console.log(JSON.stringify(server));
}

let leadInbox = null;
if (!args['skip-leads']) {
  console.log('Lead inbox: 100,000 contact inquiries and 100,000 waitlist entries, first page, searches, filtered pages...');
  const output = execFileSync(process.execPath, ['bench/lead-inbox.mjs', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  leadInbox = JSON.parse(output.trim().split('\n').at(-1));
  console.log(JSON.stringify(leadInbox));
}

let staticServing = null;
if (!args['skip-static']) {
  const { staticServing: measure } = await import('../bench/static-serving.mjs');
  staticServing = await measure();
}

let upgrade = null;
if (!args['skip-upgrade']) {
  const { upgradeBench } = await import('../bench/upgrade.mjs');
  upgrade = await upgradeBench();
}

const report = { date: new Date().toISOString(), runsPerPage: chrome ? runs : 0, targets, pages: rows, admin, adminRuns: runs, server, leadInbox, staticServing, upgrade };
writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'bench/report.md'), renderReport(report));
console.log('Wrote bench/report.md and bench/report.json');
