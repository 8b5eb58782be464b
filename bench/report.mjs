// The bench's targets and its Markdown report.

export const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  clsMax: 0.01,
  tbtMsMax: 50,
  lcpMsMax: 1500,
  /** LCP with scripts at most this much above the same page's LCP with every script blocked. */
  lcpOverNoScriptsMax: 0.1,
  /** Issue 29: first-load and all JavaScript loaded within the first 5 s, each. */
  jsGzipBytesMax: 120 * 1024,
  /** Issue 49: all JavaScript of a page's Lighthouse run, its whole transfer list (what a visit downloads), gzipped. */
  visitJsGzipBytesMax: 110 * 1024,
  /** Issue 29: the admin sign-in's e-mail field on screen, ms from the navigation, at 1x and 4x CPU. */
  adminFieldMsMax: { 1: 300, 4: 600 },
  /** Issue 29: requests per second of the server serving a prerendered page, to nginx's on the same build. */
  staticRatioMin: 0.5,
  /** Issue 49: percent of one core the browser spends on a page only sitting on screen, from 10 s after its load. */
  idleCoreShareMax: 5,
};

const mark = (ok) => (ok ? '' : ' ✗');

const kb = (bytes, max = targets.jsGzipBytesMax) =>
  bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)}${max === null ? '' : mark(bytes <= max)}`;

/**
 * The machine and whether it was idle when the measures began (the bench waits for that, up to 5 minutes).
 * The load at the end is the bench's own (its last parts build and load servers), so it is shown, not judged.
 */
function machineLine(machine) {
  if (!machine) return [];
  const busy = machine.loadAtStart >= 0.5;
  return [
    '',
    `Machine: ${machine.cores} cores, load average (1 minute) ${machine.loadAtStart} when the measures began and ${machine.loadAtEnd} at the end (the bench's own load)` +
      (busy
        ? ": **the machine was not idle at the start, so the timings are not an idle machine's**; run again on an idle machine for the record."
        : '.'),
    ...(machine.stealPercent === null || machine.stealPercent === undefined
      ? []
      : [
          `CPU time taken by the virtual machine's host (steal) during the browser measures: ${machine.stealPercent} %` +
            (machine.stealPercent > 3
              ? ': **the host was busy with other guests, which stretches every task timed (blocking time above all)**.'
              : '.'),
        ]),
  ];
}

export function renderReport({
  date,
  machine,
  runsPerPage,
  pages,
  admin = [],
  adminRuns,
  server,
  leadInbox,
  forwarding,
  staticServing,
  idleCpu = null,
  backup = null,
  shutdown = null,
  signInFlood = null,
  upgrade = null,
  announcement = null,
  failedParts = [],
  skippedParts = [],
}) {
  const header = [
    '# Bench report',
    '',
    `Measured ${date} with \`npm run bench\`; Lighthouse ${runsPerPage ? `default mobile settings, median of ${runsPerPage} runs, each followed by a run of the same page with every script blocked (LCP no JS)` : 'skipped'}, Debian Chromium.`,
    ...machineLine(machine),
    '',
    `Targets: performance >= ${targets.performance}, accessibility/best practices/SEO ${targets.seo}, CLS <= ${targets.clsMax},`,
    `TBT <= ${targets.tbtMsMax} ms, LCP <= ${targets.lcpMsMax} ms and within ${targets.lcpOverNoScriptsMax * 100} % of the page with its scripts blocked (LCP no JS),`,
    `first-load JS and all JS loaded within the first 5 s (of the median Lighthouse run) each <= ${targets.jsGzipBytesMax / 1024} KB gzipped,`,
    `all JS of the whole run (every script in Lighthouse's transfer list, the files gzipped at level 9) <= ${targets.visitJsGzipBytesMax / 1024} KB: the budget \`npm run bench\` fails on. ✗ marks a miss.`,
    `"as sent" is the transfer list's own sum for those scripts (brotli bodies and each answer's headers, about 1.3 KB each over HTTP/1.1), for reference.`,
  ];
  // After the lines on failed and skipped parts, so that nothing comes between the table's head and its rows.
  const tableHead = [
    ...(pages.length === 0
      ? []
      : [
          '',
          '| page | perf | a11y | best pr. | SEO | LCP ms | LCP no JS ms | CLS | TBT ms | first-load JS (KB gz) | JS in 5 s (KB gz) | all JS of the run (KB gz) | as sent (KB) |',
          '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
        ]),
  ];
  const lines = pages.map((p) => {
    const foreign = p.foreignScripts?.length ? ` (and ${p.foreignScripts.length} scripts of other origins)` : '';
    const js = `${kb(p.jsGzipBytes)} | ${kb(p.totalJsGzipBytes)} | ${kb(p.visitJsGzipBytes, targets.visitJsGzipBytesMax)}${foreign} | ${kb(p.visitJsTransferBytes, null)}`;
    if (p.performance === undefined) return `| ${p.path} | – | – | – | – | – | – | – | – | ${js} |`;
    const noScripts = p.lcpNoScriptsMs ?? null;
    return [
      '',
      p.path,
      `${p.performance}${mark(p.performance >= targets.performance)}`,
      `${p.accessibility}${mark(p.accessibility >= targets.accessibility)}`,
      `${p.bestPractices}${mark(p.bestPractices >= targets.bestPractices)}`,
      `${p.seo}${mark(p.seo >= targets.seo)}`,
      `${Math.round(p.lcpMs)}${mark(p.lcpMs <= targets.lcpMsMax && (noScripts === null || p.lcpMs <= noScripts * (1 + targets.lcpOverNoScriptsMax)))}`,
      noScripts === null ? 'n/a' : String(Math.round(noScripts)),
      p.cls === undefined || p.cls === null ? 'n/a' : `${p.cls.toFixed(3)}${mark(p.cls <= targets.clsMax)}`,
      `${Math.round(p.tbtMs)}${mark(p.tbtMs <= targets.tbtMsMax)}`,
      js,
      '',
    ]
      .join(' | ')
      .trim();
  });
  const serverLines = server
    ? [
        '',
        '## Server',
        '',
        '| measure | result | target |',
        '|---|---|---|',
        `| acknowledged submissions per second, 50 connections | ${server.submissions.perSecond}${mark(server.submissions.perSecond >= 1000)} | >= 1,000 |`,
        `| submission latency p50 / p99 | ${server.submissions.p50Ms} / ${server.submissions.p99Ms} ms${mark(server.submissions.p99Ms < 50)} | p99 < 50 ms |`,
        `| one change delivered to all 1,000 SSE subscribers, p50 / p99 | ${server.sseFanOut.allSubscribersP50Ms} / ${server.sseFanOut.allSubscribersP99Ms} ms${mark(server.sseFanOut.allSubscribersP99Ms < 500)} | p99 < 500 ms |`,
      ]
    : [];
  const staticLines = staticServingLines(staticServing);
  const missed = pages.filter((p) => p.missed?.length).map((p) => `- ${p.path}: ${p.missed.join(', ')}`);
  const failedLines = failedParts.length
    ? [
        '',
        '**Parts that failed in this run** (no figures for them below):',
        '',
        ...failedParts.map(({ part, error }) => `- ${part}: ${error}`),
      ]
    : [];
  const skippedLines = skippedParts.length
    ? ['', `**Parts skipped in this run** (\`--skip-…\`; their last figures are in this file's history): ${skippedParts.join(', ')}.`]
    : [];
  const missedLines = missed.length ? ['', 'Audits that did not pass in at least one run (why a score is below 100):', '', ...missed] : [];
  return `${[...header, ...failedLines, ...skippedLines, ...tableHead, ...lines, ...missedLines, ...adminLines(admin, adminRuns), ...idleCpuLines(idleCpu), ...serverLines, ...staticLines, ...leadInboxLines(leadInbox), ...forwardingLines(forwarding), ...operationsLines(backup, shutdown), ...signInFloodLines(signInFlood), ...upgradeLines(upgrade), ...announcementLines(announcement)].join('\n')}\n`;
}

const ms = (value) => (value === null || value === undefined ? 'n/a' : String(Math.round(value)));

/** The admin sign-in screens' timeline (bench/admin-paint.mjs), at full speed and with the CPU slowed down 4x. */
function adminLines(admin, runs) {
  if (admin.length === 0) return [];
  return [
    '',
    '## Admin sign-in',
    '',
    `Debian Chromium through Playwright, a cold cache, median of ${runs} loads; ms from the start of the navigation. The sign-in`,
    `screen is in the HTML: the e-mail field is painted with the document; the scripts then take the form over (and ask for the session).`,
    `Targets: the e-mail field on screen by ${targets.adminFieldMsMax[1]} ms at 1x CPU and ${targets.adminFieldMsMax[4]} ms at 4x.`,
    '',
    '| page | CPU | e-mail field painted | FCP | entry requested | taken over | DOMContentLoaded | load |',
    '|---|---|---|---|---|---|---|---|',
    ...admin.map((p) => {
      const max = targets.adminFieldMsMax[p.cpuSlowdown];
      const inTime = p.fieldPaintedMs !== null && (max === undefined || p.fieldPaintedMs <= max);
      return `| ${p.path} | ${p.cpuSlowdown}x | ${ms(p.fieldPaintedMs)}${mark(inTime)} | ${ms(p.fcpMs)} | ${ms(p.entryRequestedMs)} | ${ms(p.sessionAskedMs)} | ${ms(p.domContentLoadedMs)} | ${ms(p.loadMs)} |`;
    }),
  ];
}

/** The operator's inbox at 100,000 + 100,000 leads (bench/lead-inbox.mjs). */
function leadInboxLines(leadInbox) {
  if (!leadInbox) return [];
  return [
    '',
    '## Lead inbox',
    '',
    `${leadInbox.contacts.toLocaleString('en')} contact inquiries and ${leadInbox.waitlist.toLocaleString('en')} waitlist entries (seeded in ${leadInbox.seedSeconds} s); ${leadInbox.runs} requests each, ${leadInbox.via}.`,
    '',
    '| request | leads on the page | p50 | p99 | CPU p50 / p99 | target |',
    '|---|---|---|---|---|---|',
    ...leadInbox.results.map(
      (r) =>
        `| ${r.name} | ${r.leads} | ${r.p50Ms} ms | ${r.p99Ms} ms${mark(r.p99Ms < 50)} | ${r.cpuP50Ms} / ${r.cpuP99Ms} ms | p99 < 50 ms |`,
    ),
  ];
}

/** A launch announcement to 20,000 confirmed waitlisters (bench/announcement.mjs). */
function announcementLines(announcement) {
  if (!announcement) return [];
  const a = announcement;
  return [
    '',
    '## Launch announcement',
    '',
    `POST /api/announcements to ${a.recipients.toLocaleString('en')} confirmed waitlisters: queued in ${a.queueMs} ms${mark(a.queueMs < 2000)} (target < 2 s). ` +
      `Then ${a.sentInWindow} messages reached the test SMTP server in ${a.windowSeconds} s (${a.sendRate}/s, at most ${a.mostInOneSecond} in any second${mark(a.mostInOneSecond <= a.ratePerSecond)}, MAIL_RATE_PER_SECOND ${a.ratePerSecond}); ` +
      `${a.formPosts} form posts meanwhile: p50 ${a.formP50Ms} ms, p99 ${a.formP99Ms} ms${mark(a.formP99Ms < 50)} (target < 50 ms).`,
  ];
}

/** Forwarding queued leads to a fake Airtable with Airtable's limits (bench/forwarding.mjs). */
function forwardingLines(forwarding) {
  if (!forwarding) return [];
  return [
    '',
    '## Forwarding to Airtable',
    '',
    `${forwarding.leads} leads queued, then forwarded through the outbox to a fake Airtable that answers 429 beyond 5 requests in any second (then 30 s of 429s) and 422 beyond 10 records; per latency of its answers.`,
    '',
    '| latency | leads per second | requests | records per request | most requests in any second | 429 answers | duplicates | target |',
    '|---|---|---|---|---|---|---|---|',
    ...forwarding.results.map(
      (r) =>
        `| ${r.latencyMs} ms | ${r.leadsPerSecond} | ${r.requests} | ${r.recordsPerRequest} | ${r.mostRequestsInOneSecond}${mark(r.mostRequestsInOneSecond <= 5)} | ${r.rateLimited}${mark(r.rateLimited === 0)} | ${r.duplicates}${mark(r.duplicates === 0)} | <= 5 per second, no 429, no duplicate |`,
    ),
  ];
}

/** Backups at 200,000 leads (bench/backup.mjs) and the graceful shutdown under load (bench/shutdown.mjs). */
function operationsLines(backup, shutdown) {
  if (!backup && !shutdown) return [];
  return [
    '',
    '## Operations',
    '',
    ...(backup
      ? [
          `Backup of ${backup.leads.toLocaleString('en')} leads (${backup.databaseMb} MB): ${backup.backupMs} ms (\`npm run admin -- backup\`); scheduled, stepped on the server's connection while it stored ${backup.formsStoredDuringScheduledBackup} forms: ${backup.scheduledBackupUnderLoadMs} ms. Restore (integrity and schema check, swap): ${backup.restoreMs} ms.`,
          '',
        ]
      : []),
    ...(shutdown
      ? [
          `SIGTERM with ${shutdown.concurrency} clients posting forms and ${shutdown.streams} event streams open: exit ${shutdown.exitCode} after ${shutdown.shutdownMs} ms (target < 10,000 ms)${mark(shutdown.exitCode === 0 && shutdown.shutdownMs < 10_000 && shutdown.cut === 0)}; ${shutdown.acknowledged} posts acknowledged, ${shutdown.refused} refused, ${shutdown.cut} cut mid-answer.`,
        ]
      : []),
  ];
}

/** Page, asset and form latency at rest and during a sign-in flood (bench/signin-flood.mjs). */
function idleCpuLines(idle) {
  if (!idle) return [];
  return [
    '',
    '## Idle on screen',
    '',
    `Measured ${idle.date}: the CPU time of Debian's Chromium (all its processes; no GPU, so drawing and compositing count too) over ${idle.seconds} s from ${idle.afterLoadMs / 1000} s after the load,`,
    `one page open at 1280 x 800 with motion allowed, as a share of one core; one figure per round (\`bench/idle-cpu.mjs\`). Target <= ${targets.idleCoreShareMax} %.`,
    '',
    '| page | share of a core |',
    '|---|---|',
    ...idle.pages.map(
      ({ path, coreShares }) =>
        `| ${path} | ${coreShares.map((share) => `${share} %`).join(', ')}${mark(Math.max(...coreShares) <= targets.idleCoreShareMax)} |`,
    ),
  ];
}

function signInFloodLines(flood) {
  if (!flood) return [];
  const servers = [['this server', flood.server], ...(flood.compared ? [[flood.compared.entry, flood.compared]] : [])];
  const cell = (p) => (p.requests === 0 ? 'none' : `${p.p50Ms} / ${p.p99Ms} ms (${p.requests})`);
  return [
    '',
    `## Sign-in flood (${flood.floodWorkers} parallel sign-ins, each from its own address; ${flood.rounds} rounds of ${flood.seconds} s)`,
    '',
    'p50 / p99 of one visitor at a time (requests in brackets): the page /en from memory, a hashed asset from disk, a contact form post.',
    '',
    '| server | phase | page | asset | form | sign-ins answered (by status) | peak RSS |',
    '|---|---|---|---|---|---|---|',
    ...servers.flatMap(([name, s]) => [
      `| ${name} | at rest | ${cell(s.rest.page)} | ${cell(s.rest.asset)} | ${cell(s.rest.form)} | | |`,
      `| ${name} | during the flood | ${cell(s.during.page)} | ${cell(s.during.asset)} | ${cell(s.during.form)} | ${s.signIns.answered} (${Object.entries(
        s.signIns.statuses,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}) | ${s.peakRssMb ?? '?'} MB |`,
    ]),
  ];
}

/** An upgrade under load (bench/upgrade.mjs): from the start of the build to the new build served. */
function upgradeLines(upgrade) {
  if (!upgrade) return [];
  const how = {
    reload: 'build, then SIGHUP',
    restart: 'build, then restart (SIGTERM, start)',
    caddy: 'build, then restart behind Caddy (lb_try_duration 30s)',
  };
  return [
    '',
    '## Upgrade under load',
    '',
    'A build with another configuration beside the served one, then the switch; autocannon (10 connections per server, 10 s timeout) on pages, an asset of the old build, the admin shell and the API throughout.',
    '',
    '| switch | upgrade started to new build served | build | switch to served | requests | failed | p99 / max latency | target |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(upgrade).map(
      ([mode, r]) =>
        `| ${how[mode] ?? mode} | ${(r.upgradeMs / 1000).toFixed(1)} s | ${(r.buildMs / 1000).toFixed(1)} s | ${r.switchMs} ms | ${r.requests} | ${r.failed}${mark(mode !== 'reload' || r.failed === 0)} | ${r.p99Ms} / ${r.maxMs} ms | ${mode === 'reload' ? '0 failed' : 'measured'} |`,
    ),
  ];
}

/** The server and nginx serving one page of the same build under wrk (bench/static-serving.mjs), with what an independent run needs. */
function staticServingLines(result) {
  if (!result) return [];
  const rounds = (s) => s.rounds?.map((r) => `${r.requestsPerSecond} (p99 ${r.p99Ms} ms)`).join(', ') ?? '';
  const row = (name, s) =>
    `| ${name} | ${s.requestsPerSecond} | ${s.p99Ms} ms | ${rounds(s)} | ${s.bytesPerRequest} | ${s.cpuUsPerRequest ?? '?'} µs |`;
  return [
    '',
    `## Static serving of ${result.path} (${result.connections} connections, ${result.rounds} rounds of ${result.seconds} s, alternated)`,
    '',
    ...(result.wrk
      ? [
          `Each round: \`${result.wrk}\` (Debian's wrk, 1 thread), after a 1 s warm-up of each. nginx runs as \`bench/static-nginx.conf\` configures it`,
          '(one worker, `sendfile on`, `gzip_static on`, `access_log off`, keep-alive) on the same build; both answer the same .gz file.',
          "The project server runs as deployed: `node packages/server/src/main.ts`, its log (a JSON line per request, the site's only access log)",
          'written to a file as it is to its journal, not into a pipe the bench would have to drain.',
          'requests per second: the mean of the rounds; p99: the highest of the rounds.',
          '',
        ]
      : []),
    '| server | requests per second | p99 | each round | bytes per answer | CPU per request |',
    '|---|---|---|---|---|---|',
    row('project server', result.server),
    result.nginx ? row('nginx, same build', result.nginx) : '| nginx | not installed: skipped | | | | |',
    ...(result.ratio !== null
      ? ['', `Server / nginx: ${result.ratio}${mark(result.ratio >= targets.staticRatioMin)} (target >= ${targets.staticRatioMin})`]
      : []),
  ];
}
