// The HTML of the visual-change report (test-results/visual/report.html, written by visual-report.ts):
// per story a slider over baseline and actual, the difference, click-to-zoom, the command that accepts it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pngSize } from './png-size.ts';
import { baselineDir, diffDir } from './visual.ts';

/** One story whose comparison failed in this run. */
export interface VisualChange {
  storyId: string;
  /** The story's name (its test's name), what `-t` selects. */
  storyName: string;
  /** Its test's full name: the component's title and the story's. */
  name: string;
  /** The story file, relative to the repository root. */
  file: string;
  /** The comparison's own message (how many pixels differ, or that the baseline is missing), then the capture's size diagnostics. */
  message: string;
}

/** What the report reads of the files beside it, paths relative to the repository root. */
export interface ReportFiles {
  exists(file: string): boolean;
  /** Width and height of a PNG, undefined when absent. */
  size(file: string): { width: number; height: number } | undefined;
  /** Last change of a file, or of the newest file in a folder, in ms since the epoch; undefined when absent. */
  modified(file: string): number | undefined;
}

/** The files of the repository at `root`. */
export function filesAt(root: string): ReportFiles {
  const at = (file: string) => path.join(root, file);
  return {
    exists: (file) => existsSync(at(file)),
    size: (file) => (existsSync(at(file)) ? pngSize(readFileSync(at(file))) : undefined),
    modified: (file) => {
      if (!existsSync(at(file))) return undefined;
      const stat = statSync(at(file));
      if (!stat.isDirectory()) return stat.mtimeMs;
      const times = readdirSync(at(file), { withFileTypes: true })
        .filter((dirent) => dirent.isFile())
        .map((dirent) => statSync(path.join(at(file), dirent.name)).mtimeMs);
      return Math.max(stat.mtimeMs, ...times);
    },
  };
}

/** The Storybook a reviewer opens a story in: the dev server of `npm run storybook`. */
export const storybookUrl = 'http://localhost:6006';

/** The static build (`npm run build-storybook`) and the file whose age is the build's. */
export const staticBuild = { dir: 'storybook-static', index: 'storybook-static/index.json' } as const;

/** What the comparison found, read from its message. */
export type Outcome =
  | { kind: 'pixels'; pixels: number; ratio: number }
  | { kind: 'size'; expected: string; received: string }
  | { kind: 'new' }
  | { kind: 'other' };

export function outcomeOf(message: string): Outcome {
  const pixels = /(\d+) pixels \(ratio ([\d.]+)\) differ/.exec(message);
  if (pixels) return { kind: 'pixels', pixels: Number(pixels[1]), ratio: Number(pixels[2]) };
  const size = /Expected image dimensions to be (\S+?)px, but received (\S+?)px/.exec(message);
  if (size) return { kind: 'size', expected: size[1]!, received: size[2]! };
  if (/No existing reference screenshot/.test(message)) return { kind: 'new' };
  return { kind: 'other' };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function describe(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'pixels':
      return `${count(outcome.pixels, 'pixel differs', 'pixels differ')} (ratio ${outcome.ratio.toFixed(2)})`;
    case 'size':
      return `size changed: ${outcome.expected} → ${outcome.received}`;
    case 'new':
      return 'new: no baseline yet';
    case 'other':
      return 'failed (see the message)';
  }
}

/** The one command that accepts this story's new screenshot (`-t` matches the end of the test's full name: the story's name). */
export function acceptCommand({ file, storyName }: Pick<VisualChange, 'file' | 'storyName'>): string {
  const pattern = storyName.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&').replace(/"/g, '\\"');
  return `npm run test:stories -- ${file} -t "${pattern}$" --update`;
}

/**
 * The link into the static build, or why there is none: a build older than the story's folder (the
 * story file, its component, their styles) would show the story as it was, not as it is now.
 */
function staticLink(change: VisualChange, files: ReportFiles, toRoot: string): string {
  const built = files.modified(staticBuild.index);
  if (built === undefined) return `<span class="stale">no static build (<code>npm run build-storybook</code>)</span>`;
  const folder = path.dirname(change.file);
  const changed = files.modified(folder) ?? 0;
  if (changed > built) {
    return `<span class="stale">the static build is older than <code>${escape(folder)}/</code>: not linked; rebuild with <code>npm run build-storybook</code></span>`;
  }
  return `<a href="${toRoot}/${staticBuild.dir}/index.html?path=/story/${escape(change.storyId)}">in the static build</a>`;
}

function sizeOf(files: ReportFiles, file: string) {
  const size = files.size(file);
  return size ? `${size.width}×${size.height}` : 'none';
}

function entry(change: VisualChange, files: ReportFiles, toRoot: string): string {
  const { storyId, name, file, message } = change;
  const baseline = `${baselineDir}/${storyId}.png`;
  const actual = `${diffDir}/${storyId}-actual.png`;
  const diff = `${diffDir}/${storyId}-diff.png`;
  const src = (f: string) => `${toRoot}/${f}`;
  const [headline = '', ...diagnostics] = message.split('\n');
  const hasBaseline = files.exists(baseline);
  const hasActual = files.exists(actual);
  const viewer =
    hasBaseline && hasActual
      ? `<div class="compare" style="--split: 50%" title="Click to zoom to 1:1">
      <img src="${src(baseline)}" alt="Baseline of ${escape(name)}">
      <img class="actual" src="${src(actual)}" alt="Actual capture of ${escape(name)}">
    </div>
    <label class="slider">Baseline ◀ <input type="range" min="0" max="100" value="50" aria-label="Slide between baseline and actual"> ▶ Actual</label>`
      : `<div class="compare single" title="Click to zoom to 1:1"><img src="${src(hasActual ? actual : baseline)}" alt="${hasActual ? 'Actual capture' : 'Baseline'} of ${escape(name)}"></div>
    <p class="none">${hasBaseline ? 'No actual capture.' : 'No baseline yet: the capture above is new.'}</p>`;
  const diffImage = files.exists(diff)
    ? `<figure><figcaption>Difference</figcaption><div class="compare single" title="Click to zoom to 1:1"><img src="${src(diff)}" alt="Difference for ${escape(name)}"></div></figure>`
    : '';
  return `<section id="${escape(storyId)}">
  <h2>${escape(name)}</h2>
  <p class="outcome">${escape(describe(outcomeOf(message)))}</p>
  <p><a href="${storybookUrl}/?path=/story/${escape(storyId)}">Open the story</a> (<code>npm run storybook</code>)
  · ${staticLink(change, files, toRoot)} · <code>${escape(file)}</code></p>
  <p class="accept">Accept: <code>${escape(acceptCommand(change))}</code></p>
  <div class="images"><figure><figcaption>Baseline and actual</figcaption>
    ${viewer}
  </figure>${diffImage}</div>
  <details><summary>Message and sizes</summary>
  <pre>${escape([headline, ...diagnostics].join('\n'))}</pre>
  <p>Baseline ${sizeOf(files, baseline)}, actual ${sizeOf(files, actual)}, difference ${sizeOf(files, diff)} px.</p>
  </details>
</section>`;
}

const script = `
for (const box of document.querySelectorAll('.compare')) box.addEventListener('click', () => box.classList.toggle('zoomed'));
for (const range of document.querySelectorAll('.slider input')) {
  range.addEventListener('input', () => range.closest('figure').querySelector('.compare').style.setProperty('--split', range.value + '%'));
}`;

/** The report's HTML; image paths are relative to the report (it lives in `test-results/visual/`). */
export function reportHtml(changes: readonly VisualChange[], files: ReportFiles): string {
  const toRoot = path.relative(diffDir, '.') || '.';
  const title = `Visual changes: ${count(changes.length, 'story', 'stories')}`;
  const outcomes = changes.map((change) => outcomeOf(change.message));
  const pixels = outcomes.reduce((sum, outcome) => sum + (outcome.kind === 'pixels' ? outcome.pixels : 0), 0);
  const rows = changes
    .map(
      (change, i) =>
        `<tr><td><a href="#${escape(change.storyId)}">${escape(change.name)}</a></td><td>${escape(describe(outcomes[i]!))}</td><td class="n">${
          outcomes[i]!.kind === 'pixels' ? (outcomes[i] as { pixels: number }).pixels.toLocaleString('en') : '—'
        }</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; background: #060a18; color: #eef1f8; }
  a { color: #67e8f9; } code { font-size: .9em; }
  section { background: #0b1124; border: 1px solid rgb(148 163 184 / .32); border-radius: 12px; padding: 1rem 1.25rem; margin-block: 1.5rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; } .outcome { font-weight: 600; margin: 0; }
  table { border-collapse: collapse; } th, td { text-align: left; padding: .25rem .75rem; border-top: 1px solid rgb(148 163 184 / .32); } .n { text-align: right; font-variant-numeric: tabular-nums; }
  pre { white-space: pre-wrap; background: #111935; padding: .5rem; border-radius: 4px; }
  .images { display: grid; grid-template-columns: 2fr 1fr; gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
  .compare { position: relative; cursor: zoom-in; border: 1px solid #64708f; max-height: 70vh; overflow: hidden; }
  .compare img { display: block; width: 100%; }
  .compare .actual { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split)); }
  .compare.zoomed { cursor: zoom-out; overflow: auto; max-height: 85vh; } .compare.zoomed img { width: auto; max-width: none; }
  .slider { display: flex; gap: .5rem; align-items: center; } .slider input { flex: 1; }
  .none, .stale { color: #fbbf24; }
</style>
</head>
<body>
<h1>${title}</h1>
<p>${count(pixels, 'pixel differs', 'pixels differ')} in all. Each story's screenshot differs from its baseline, or has none yet.
Drag the slider to wipe between baseline and actual; click an image to see it at 1:1. If a change is intended, accept it
with the command under its story, look at the new PNG in <code>${baselineDir}/</code> and commit only those. Otherwise
fix the component and run the stories again.</p>
<table><thead><tr><th scope="col">Story</th><th scope="col">Change</th><th scope="col" class="n">Pixels</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${changes.map((change) => entry(change, files, toRoot)).join('\n')}
<script>${script}</script>
</body>
</html>
`;
}
