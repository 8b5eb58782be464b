// `npm run bench`: measures, never asserts. Writes bench/report.md and bench/report.json.
// Options: --runs=N (Lighthouse runs per page, and loads per admin screen, default 3),
//          --pages=/en,/de/faq (default all 27; --pages= for none),
//          --lighthouse-pages=/en,/de (Lighthouse on these only; JS bytes for all),
//          --skip-lighthouse (first-load JS bytes only), --skip-server (no submission/SSE load test),
//          --admin-pages=/admin (the admin sign-in screens to time at 1x and 4x CPU, default /admin,/de/admin,/tr/admin),
//          --skip-admin (no admin timing), --skip-leads (no lead-inbox bench at 100,000 + 100,000 leads),
//          --skip-forwarding (no Airtable forwarding bench against the fake, bench/forwarding.mjs),
//          --skip-static (no static-serving comparison with nginx, bench/static-serving.mjs; without nginx
//          installed it measures the server alone), --skip-backup (no backup and restore timing at
//          200,000 leads, bench/backup.mjs), --skip-shutdown (no SIGTERM-under-load timing, bench/shutdown.mjs),
//          --skip-flood (no page, asset and form latency during a 16-way sign-in flood, bench/signin-flood.mjs),
//          --skip-upgrade (no upgrade under load, bench/upgrade.mjs: it builds once),
//          --skip-announcement (no launch announcement to 20,000 waitlisters, bench/announcement.mjs).
// Each Lighthouse run of a page is followed by one of its script-free twin (every script blocked), for
// the LCP reference; the JavaScript a run loaded in its first 5 s is the page's total. The machine's
// load average at the start and the end goes into the report: figures measured under other load are
// not the idle machine's.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { adminPaint } from '../bench/admin-paint.mjs';
import { firstLoadJs, scriptBytes } from '../bench/js-bytes.mjs';
import { targets, renderReport } from '../bench/report.mjs';
import { startServer } from '../bench/server.mjs';
import { buildIfStale, root } from './lib/build-if-stale.mjs';
import { benchArgs } from '../bench/lib/args.mjs';

const args = benchArgs();
const runs = Number(args.runs ?? 3);
const clientDir = join(root, 'packages/site/dist/current/client');

buildIfStale();
const manifest = JSON.parse(readFileSync(join(root, 'packages/site/dist/current/manifest.json'), 'utf8'));
const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
const paths = args.pages !== undefined ? args.pages.split(',').filter(Boolean) : allPaths;
const adminPaths = args['skip-admin'] ? [] : (args['admin-pages'] ?? '/admin,/de/admin,/tr/admin').split(',').filter(Boolean);

const loadAtStart = loadavg()[0];
const site = await startServer();
const rows = [];
const admin = [];
let chrome;
try {
  if (!args['skip-lighthouse']) {
    const { startChrome } = await import('../bench/lighthouse.mjs');
    chrome = await startChrome();
  }
  const { audit } = chrome ? await import('../bench/lighthouse.mjs') : {};
  for (const [index, path] of paths.entries()) {
    const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
    const js = firstLoadJs(clientDir, manifest, html);
    const t0 = performance.now();
    const audited = chrome && (!args['lighthouse-pages'] || args['lighthouse-pages'].split(',').includes(path));
    const { scripts, ...lighthouse } = audited ? await audit(chrome, site.url + path, runs) : {};
    const total = scripts ? { totalJsGzipBytes: scriptBytes(clientDir, scripts.map((script) => script.replace(/^\//, ''))).gzipBytes, totalJsFiles: scripts } : {};
    rows.push({ path, jsGzipBytes: js.gzipBytes, jsRawBytes: js.rawBytes, jsFiles: js.files, ...total, ...lighthouse });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const summary = audited
      ? `perf ${lighthouse.performance} a11y ${lighthouse.accessibility} bp ${lighthouse.bestPractices} seo ${lighthouse.seo} LCP ${Math.round(lighthouse.lcpMs)} ms (no JS ${Math.round(lighthouse.lcpNoScriptsMs)} ms) CLS ${lighthouse.cls?.toFixed(3)} TBT ${Math.round(lighthouse.tbtMs)} ms, JS in 5 s ${(total.totalJsGzipBytes / 1024).toFixed(1)} KB gz${lighthouse.missed.length ? ` (missed in a run: ${lighthouse.missed.join(', ')})` : ''}`
      : '';
    console.log(`[${index + 1}/${paths.length}] ${path}: first-load JS ${(js.gzipBytes / 1024).toFixed(1)} KB gz ${summary} (${seconds} s)`);
  }
  for (const path of adminPaths) {
    for (const cpuSlowdown of [1, 4]) {
      const times = await adminPaint(site.url + path, runs, cpuSlowdown);
      admin.push({ path, cpuSlowdown, ...times });
      console.log(`${path} at ${cpuSlowdown}x CPU: e-mail field painted ${times.fieldPaintedMs} ms (FCP ${times.fcpMs} ms), entry requested ${times.entryRequestedMs} ms, taken over ${times.sessionAskedMs} ms, load ${times.loadMs} ms`);
    }
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

let forwarding = null;
if (!args['skip-forwarding']) {
  console.log('Forwarding: 500 queued leads to a fake Airtable with its limits, at 0, 100 and 250 ms latency...');
  const output = execFileSync(process.execPath, ['bench/forwarding.mjs', '--json'], { cwd: root, encoding: 'utf8' });
  forwarding = JSON.parse(output.trim().split('\n').at(-1));
  console.log(JSON.stringify(forwarding));
}

let staticServing = null;
if (!args['skip-static']) {
  const { staticServing: measure } = await import('../bench/static-serving.mjs');
  staticServing = await measure();
}

/** Runs one bench part (`bench/<file>`) with `--json` and reads its last line. */
const part = (file, label) => {
  console.log(label);
  const output = execFileSync(process.execPath, [`bench/${file}`, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  console.log(JSON.stringify(result));
  return result;
};
const backup = args['skip-backup'] ? null : part('backup.mjs', 'Backups: 100,000 + 100,000 leads, backup, scheduled backup under load, restore...');
const shutdown = args['skip-shutdown'] ? null : part('shutdown.mjs', 'Shutdown: SIGTERM while 48 clients post forms...');

let signInFlood = null;
if (!args['skip-flood']) {
  const { signInFlood: measure } = await import('../bench/signin-flood.mjs');
  signInFlood = await measure();
  console.log(JSON.stringify(signInFlood));
}

let upgrade = null;
if (!args['skip-upgrade']) {
  const { upgradeBench } = await import('../bench/upgrade.mjs');
  upgrade = await upgradeBench();
}

const announcement = args['skip-announcement'] ? null : part('announcement.mjs', 'Announcement: 20,000 confirmed waitlisters, queueing, send rate, form posts meanwhile...');

const machine = { cores: cpus().length, loadAtStart: Number(loadAtStart.toFixed(1)), loadAtEnd: Number(loadavg()[0].toFixed(1)) };
const report = { date: new Date().toISOString(), machine, runsPerPage: chrome ? runs : 0, targets, pages: rows, admin, adminRuns: runs, server, leadInbox, forwarding, staticServing, backup, shutdown, signInFlood, upgrade, announcement };
writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'bench/report.md'), renderReport(report));
console.log('Wrote bench/report.md and bench/report.json');
