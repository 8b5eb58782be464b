// `npm run bench`: measures, and asserts one budget only (all JavaScript of a visit, below). Writes bench/report.md and bench/report.json.
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
//          --skip-announcement (no launch announcement to 20,000 waitlisters, bench/announcement.mjs),
//          --skip-idle (no CPU time of pages sitting on screen, bench/idle-cpu.mjs).
// Each Lighthouse run of a page is followed by one of its script-free twin (every script blocked), for
// the LCP reference. A page's JavaScript is counted three ways: its first load (from the build), what the
// median run loaded in its first 5 s, and what it loaded over the whole run (Lighthouse's transfer list:
// every script a visit downloads, lazy chunks and the banner's data adapter too), which has a budget
// (targets.visitJsGzipBytesMax): a page over it makes the bench exit 1. The machine's
// load average at the start and the end goes into the report: figures measured under other load are
// not the idle machine's.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { adminPaint } from '../bench/admin-paint.mjs';
import { firstLoadJs, scriptBytes } from '../bench/js-bytes.mjs';
import { stealMeter } from '../bench/lib/cpu-meters.mjs';
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

// The browser measures want the machine to themselves: wait (up to 5 minutes) until the 1-minute load
// average, which still counts what ran just before (a build, an earlier bench), falls under half a core.
const quietBy = performance.now() + 5 * 60_000;
if (loadavg()[0] >= 0.5) console.log(`Waiting for the machine to quiet down (load average ${loadavg()[0].toFixed(1)})...`);
while (loadavg()[0] >= 0.5 && performance.now() < quietBy) await new Promise((resolve) => setTimeout(resolve, 2000));
const loadAtStart = loadavg()[0];
const stolenDuringBrowser = stealMeter();
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
    const { scripts, visitScripts, visitTransferBytes, foreignScripts, ...lighthouse } = audited
      ? await audit(chrome, site.url + path, runs)
      : {};
    const gzipOf = (list) =>
      scriptBytes(
        clientDir,
        list.map((script) => script.replace(/^\//, '')),
      ).gzipBytes;
    const total = scripts
      ? {
          totalJsGzipBytes: gzipOf(scripts),
          totalJsFiles: scripts,
          visitJsGzipBytes: gzipOf(visitScripts),
          visitJsTransferBytes: visitTransferBytes,
          visitJsFiles: visitScripts,
          foreignScripts,
        }
      : {};
    rows.push({ path, jsGzipBytes: js.gzipBytes, jsRawBytes: js.rawBytes, jsFiles: js.files, ...total, ...lighthouse });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const summary = audited
      ? `perf ${lighthouse.performance} a11y ${lighthouse.accessibility} bp ${lighthouse.bestPractices} seo ${lighthouse.seo} LCP ${Math.round(lighthouse.lcpMs)} ms (no JS ${Math.round(lighthouse.lcpNoScriptsMs)} ms) CLS ${lighthouse.cls?.toFixed(3)} TBT ${Math.round(lighthouse.tbtMs)} ms, JS in 5 s ${(total.totalJsGzipBytes / 1024).toFixed(1)} KB gz, in the whole run ${(total.visitJsGzipBytes / 1024).toFixed(1)} KB gz (${(total.visitJsTransferBytes / 1024).toFixed(1)} KB transferred)${lighthouse.missed.length ? ` (missed in a run: ${lighthouse.missed.join(', ')})` : ''}`
      : '';
    console.log(
      `[${index + 1}/${paths.length}] ${path}: first-load JS ${(js.gzipBytes / 1024).toFixed(1)} KB gz ${summary} (${seconds} s)`,
    );
  }
  for (const path of adminPaths) {
    for (const cpuSlowdown of [1, 4]) {
      const times = await adminPaint(site.url + path, runs, cpuSlowdown);
      admin.push({ path, cpuSlowdown, ...times });
      console.log(
        `${path} at ${cpuSlowdown}x CPU: e-mail field painted ${times.fieldPaintedMs} ms (FCP ${times.fcpMs} ms), entry requested ${times.entryRequestedMs} ms, taken over ${times.sessionAskedMs} ms, load ${times.loadMs} ms`,
      );
    }
  }
} finally {
  await chrome?.kill();
  await site.stop();
}
const stealPercent = stolenDuringBrowser();
if (stealPercent !== null) console.log(`CPU time taken by the host during the browser measures: ${stealPercent} %`);

// Each part below runs on its own: one that fails is named in the report and makes the bench exit 1,
// without losing what the parts before it (the Lighthouse runs above all) measured.
const failedParts = [];
const skippedParts = [];
async function measured(skip, label, measure) {
  if (args[skip]) {
    skippedParts.push(skip.replace(/^skip-/, ''));
    return null;
  }
  console.log(label);
  try {
    const result = await measure();
    console.log(JSON.stringify(result));
    return result;
  } catch (error) {
    console.error(`${label} failed: ${error.stack ?? error}`);
    failedParts.push({
      part: skip.replace(/^skip-/, ''),
      error: String(error.message ?? error)
        .split('\n')
        .slice(0, 3)
        .join(' '),
    });
    return null;
  }
}

/** Runs one bench script (`file`) with `--json` and reads its last line. */
const script =
  (file, ...loader) =>
  () => {
    const output = execFileSync(process.execPath, [...loader, file, '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1));
  };

const idleCpu = await measured('skip-idle', 'Idle on screen: CPU time of each page from 10 s after its load, 2 rounds...', async () =>
  (await import('../bench/idle-cpu.mjs')).idleCpu(),
);
const server = await measured(
  'skip-server',
  'Server load: submissions at 50 connections, one countdown change to 1,000 event-stream subscribers...',
  script('packages/server/scripts/bench.ts', '--import', 'tsx'),
);
const leadInbox = await measured(
  'skip-leads',
  'Lead inbox: 100,000 contact inquiries and 100,000 waitlist entries, first page, searches, filtered pages...',
  script('bench/lead-inbox.mjs'),
);
const forwarding = await measured(
  'skip-forwarding',
  'Forwarding: 500 queued leads to a fake Airtable with its limits, at 0, 100 and 250 ms latency...',
  script('bench/forwarding.mjs'),
);
const staticServing = await measured('skip-static', 'Static serving: the server and nginx, the same files...', async () =>
  (await import('../bench/static-serving.mjs')).staticServing(),
);
const backup = await measured(
  'skip-backup',
  'Backups: 100,000 + 100,000 leads, backup, scheduled backup under load, restore...',
  script('bench/backup.mjs'),
);
const shutdown = await measured('skip-shutdown', 'Shutdown: SIGTERM while 48 clients post forms...', script('bench/shutdown.mjs'));
const signInFlood = await measured('skip-flood', 'Sign-in flood: pages, assets and forms during 16 parallel sign-ins...', async () =>
  (await import('../bench/signin-flood.mjs')).signInFlood(),
);
const upgrade = await measured('skip-upgrade', 'Upgrade under load: reload, restart, restart behind Caddy...', async () =>
  (await import('../bench/upgrade.mjs')).upgradeBench(),
);
const announcement = await measured(
  'skip-announcement',
  'Announcement: 20,000 confirmed waitlisters, queueing, send rate, form posts meanwhile...',
  script('bench/announcement.mjs'),
);

// Truncated, never rounded up: a start the wait above let through (under 0.5) must not read as 0.5.
const machine = {
  cores: cpus().length,
  loadAtStart: Math.floor(loadAtStart * 100) / 100,
  loadAtEnd: Number(loadavg()[0].toFixed(1)),
  stealPercent,
};
const report = {
  date: new Date().toISOString(),
  machine,
  runsPerPage: chrome ? runs : 0,
  targets,
  pages: rows,
  admin,
  adminRuns: runs,
  server,
  leadInbox,
  forwarding,
  staticServing,
  idleCpu,
  backup,
  shutdown,
  signInFlood,
  upgrade,
  announcement,
  failedParts,
  skippedParts,
};
// Written as the lint check (prettier) wants it, so a fresh report is committed as it is.
const reportJson = join(root, 'bench/report.json');
writeFileSync(reportJson, await format(JSON.stringify(report, null, 2), { ...(await resolveConfig(reportJson)), filepath: reportJson }));
writeFileSync(join(root, 'bench/report.md'), renderReport(report));
console.log('Wrote bench/report.md and bench/report.json');
const overBudget = rows.filter((row) => row.visitJsGzipBytes > targets.visitJsGzipBytesMax);
if (overBudget.length > 0)
  console.error(
    `Over the budget of ${targets.visitJsGzipBytesMax / 1024} KB gz of JavaScript per visit: ${overBudget.map((row) => `${row.path} ${(row.visitJsGzipBytes / 1024).toFixed(1)} KB`).join(', ')}`,
  );
if (failedParts.length > 0) {
  console.error(`Failed: ${failedParts.map(({ part }) => part).join(', ')}`);
  process.exit(1);
}
if (overBudget.length > 0) process.exit(1);
