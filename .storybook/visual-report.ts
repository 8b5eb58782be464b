// The report QA reads after `npm run test:stories`: for every story whose screenshot differs from its
// baseline (or has none), the baseline, the actual capture and the difference side by side, with a
// link to the story. A Vitest reporter (vitest.config.ts), so it runs in Node after the story tests.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { baselineDir, diffDir } from './visual.ts';

/** One story whose comparison failed in this run. */
export interface VisualChange {
  storyId: string;
  /** Its test's name: the component's title and the story's. */
  name: string;
  /** The story file, relative to the repository root. */
  file: string;
  /** The comparison's own message (how many pixels differ, or that the baseline is missing). */
  message: string;
}

/** Where the report is written, relative to the repository root. */
export const reportFile = `${diffDir}/report.html`;

/** The Storybook a reviewer opens a story in: the dev server of `npm run storybook`. */
export const storybookUrl = 'http://localhost:6006';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The report's HTML; image paths are relative to the report (it lives in `test-results/visual/`). */
export function reportHtml(changes: readonly VisualChange[], exists: (file: string) => boolean = () => true): string {
  const toRoot = path.relative(diffDir, '.') || '.';
  const image = (label: string, file: string) =>
    exists(file)
      ? `<figure><figcaption>${label}</figcaption><a href="${toRoot}/${file}"><img src="${toRoot}/${file}" alt="${label}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
  const sections = changes.map(({ storyId, name, file, message }) => {
    const baseline = `${baselineDir}/${storyId}.png`;
    const actual = `${diffDir}/${storyId}-actual.png`;
    return `<section id="${escape(storyId)}">
  <h2>${escape(name)}</h2>
  <p><a href="${storybookUrl}/?path=/story/${escape(storyId)}">Open the story</a> (<code>npm run storybook</code>)
  · <a href="${toRoot}/storybook-static/index.html?path=/story/${escape(storyId)}">in the static build</a>
  · <code>${escape(file)}</code></p>
  <pre>${escape(message)}</pre>
  <div class="images">${image('Baseline', baseline)}${image('Actual', actual)}${image('Difference', `${diffDir}/${storyId}-diff.png`)}</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual changes: ${changes.length} ${changes.length === 1 ? 'story' : 'stories'}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; background: #f6f7f9; color: #111; }
  section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 1rem 1.25rem; margin-block: 1.5rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  pre { white-space: pre-wrap; background: #f0f0f0; padding: .5rem; border-radius: 4px; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { max-width: 100%; border: 1px solid #ccc; }
  .none { color: #555; font-style: italic; }
</style>
</head>
<body>
<h1>Visual changes: ${changes.length} ${changes.length === 1 ? 'story' : 'stories'}</h1>
<p>Each story's screenshot differs from its baseline, or has none yet. If a change is intended, accept it with
<code>npm run test:stories -- &lt;story file&gt; -t "&lt;story name&gt;" --update</code>, look at the new PNGs in
<code>${baselineDir}/</code> and commit only those. Otherwise fix the component and run the stories again.</p>
<ul>${changes.map(({ storyId, name }) => `<li><a href="#${escape(storyId)}">${escape(name)}</a></li>`).join('')}</ul>
${sections.join('\n')}
</body>
</html>
`;
}

/** Collects the failed screenshot comparisons of a story run, writes the report and prints its path. */
export class VisualReport implements Reporter {
  private started = 0;
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  onTestRunStart(): void {
    this.started = Date.now();
  }

  /** A capture this run wrote (an older file is a previous run's). */
  private captured(storyId: string): boolean {
    return ['-actual.png', '-reference.png'].some((ext) => {
      const file = path.join(this.root, diffDir, `${storyId}${ext}`);
      return existsSync(file) && statSync(file).mtimeMs >= this.started;
    });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    // The story project runs as `storybook (chromium)`, one instance per browser.
    const storyModules = testModules.filter((module) => module.project.name.startsWith('storybook'));
    if (storyModules.length === 0) return;
    const changes: VisualChange[] = [];
    for (const module of storyModules) {
      for (const test of module.children.allTests()) {
        const { storyId } = test.meta() as { storyId?: string };
        const result = test.result();
        if (!storyId || result.state !== 'failed') continue;
        if (!this.captured(storyId)) continue;
        // Vitest colours its messages for the terminal.
        // eslint-disable-next-line no-control-regex
        const message = result.errors.map((error) => error.message.replace(/\u001b\[[\d;]*m/g, '')).join('\n');
        changes.push({ storyId, name: `${storyId} (${test.fullName})`, file: path.relative(this.root, module.moduleId), message });
      }
    }
    const file = path.join(this.root, reportFile);
    if (changes.length === 0) {
      rmSync(file, { force: true });
      return;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      reportHtml(changes, (relative) => existsSync(path.join(this.root, relative))),
    );
    console.log(
      `\nVisual changes in ${changes.length} ${changes.length === 1 ? 'story' : 'stories'}: open ${reportFile} (baseline, actual and difference side by side).`,
    );
  }
}
