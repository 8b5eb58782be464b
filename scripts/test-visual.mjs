#!/usr/bin/env node
// Visual regression of every Storybook story against committed baselines, in Debian's Chromium.
//
//   node scripts/test-visual.mjs             build Storybook, compare every story, fail on any difference
//   node scripts/test-visual.mjs --update    rewrite changed/missing baselines, delete stale ones
//   SKIP_STORYBOOK_BUILD=1 ...               reuse the existing storybook-static/
//   ... -- --grep hero                       any further arguments go to `playwright test`
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tests/visual/__screenshots__');
const resultsFile = path.join(root, 'test-results/visual/results.json');
const config = path.join(root, 'tests/visual/playwright.config.ts');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--update');
const SKIP_TAG = 'skip-visual';

/** Run a command asynchronously (the static server shares this event loop) and resolve to its exit code. */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function hashBaselines() {
  if (!existsSync(baselineDir)) return new Map();
  return new Map(
    readdirSync(baselineDir)
      .filter((file) => file.endsWith('.png'))
      .map((file) => [file, createHash('sha1').update(readFileSync(path.join(baselineDir, file))).digest('hex')]),
  );
}

/** Flatten Playwright's JSON report into one row per test. */
function readResults() {
  if (!existsSync(resultsFile)) return [];
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const rows = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const message = (last?.errors ?? []).map((e) => e.message ?? '').join('\n');
        rows.push({ id: spec.title, status: last?.status ?? 'skipped', message, attachments: last?.attachments ?? [] });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return rows;
}

const plain = (text) => stripVTControlCharacters(text);

function classify(row) {
  if (row.status === 'passed') return 'passed';
  if (row.status === 'skipped') return 'skipped';
  const message = plain(row.message);
  if (/snapshot doesn't exist|A snapshot doesn't exist/i.test(message)) return 'missing';
  if (/Screenshot comparison failed|pixels? \(ratio|different|Expected an image/i.test(message)) return 'mismatch';
  return 'error';
}

// 1. Build.
if (process.env.SKIP_STORYBOOK_BUILD === '1') {
  console.log('visual: SKIP_STORYBOOK_BUILD=1, reusing storybook-static/');
} else {
  console.log('visual: building Storybook…');
  const status = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
  if (status !== 0) {
    console.error('visual: Storybook build failed');
    process.exit(status);
  }
}
const indexFile = path.join(staticDir, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`visual: ${path.relative(root, indexFile)} not found; build Storybook first`);
  process.exit(1);
}
const entries = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries);
const storyIds = new Set(
  entries.filter((e) => e.type === 'story' && !e.tags?.includes(SKIP_TAG)).map((e) => e.id),
);

// 2. Serve, 3. compare.
const before = hashBaselines();
const server = await serveStatic({ dir: staticDir, port: 0 });
console.log(`visual: serving storybook-static at ${server.url}; ${storyIds.size} stories${update ? ' (updating baselines)' : ''}`);
rmSync(resultsFile, { force: true });
let status;
try {
  status = await run(
    bin('playwright'),
    ['test', '-c', config, ...(update ? ['--update-snapshots=changed'] : []), ...passThrough],
    { STORYBOOK_URL: `${server.url}/`, STORYBOOK_STATIC_DIR: staticDir },
  );
} finally {
  await server.close();
}

// 4. Stale baselines: screenshots of stories that no longer exist.
const filtered = passThrough.length > 0;
const stale = [...hashBaselines().keys()].filter((file) => !storyIds.has(file.slice(0, -'.png'.length)));
if (update && !filtered) for (const file of stale) rmSync(path.join(baselineDir, file));

// 5. Summary.
const rows = readResults();
const groups = { passed: [], mismatch: [], missing: [], error: [], skipped: [] };
for (const row of rows) groups[classify(row)].push(row);
const after = hashBaselines();
const written = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);

const rel = (p) => path.relative(root, p);
const lines = ['', 'Visual regression summary', '-------------------------'];
lines.push(`stories: ${storyIds.size}   ran: ${rows.length}   passed: ${groups.passed.length}`);
if (groups.mismatch.length) {
  lines.push(`\nchanged (${groups.mismatch.length}):`);
  for (const row of groups.mismatch) {
    const diff = row.attachments.find((a) => a.name?.endsWith('-diff.png'))?.path;
    lines.push(`  ✗ ${row.id}${diff ? `   diff: ${rel(diff)}` : ''}`);
  }
}
if (groups.missing.length) {
  lines.push(`\nmissing baseline (${groups.missing.length}):`);
  for (const row of groups.missing) lines.push(`  ✗ ${row.id}`);
}
if (groups.error.length) {
  lines.push(`\nerrors (${groups.error.length}):`);
  for (const row of groups.error) lines.push(`  ✗ ${row.id}: ${plain(row.message).split('\n').find(Boolean) ?? row.status}`);
}
if (written.length) {
  lines.push(`\nbaselines written (${written.length}):`);
  for (const file of written) lines.push(`  ✎ ${rel(path.join(baselineDir, file))}`);
}
if (stale.length) {
  const verb = update && !filtered ? 'deleted' : 'no such story; `--update` deletes them';
  lines.push(`\nstale baselines (${stale.length}, ${verb}):`);
  for (const file of stale) lines.push(`  - ${rel(path.join(baselineDir, file))}`);
}
const failed = groups.mismatch.length + groups.missing.length + groups.error.length;
if (failed && !update) {
  lines.push('\nReview the diffs under test-results/visual/; if the change is intended: npm run test:visual -- --update');
}
lines.push(failed || status !== 0 ? '\nvisual: FAILED' : '\nvisual: OK');
console.log(lines.join('\n'));

process.exit(status !== 0 || failed > 0 ? 1 : 0);
