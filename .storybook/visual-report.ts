// The report QA reads after `npm run test:stories`: for every story whose screenshot differs from its
// baseline (or has none), a slider between baseline and actual, the difference, a link to the story and
// the command that accepts it (visual-report-html.ts). A Vitest reporter (vitest.config.ts), so it runs
// in Node after the story tests.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { diffDir } from './visual.ts';
import { filesAt, reportHtml, type VisualChange } from './visual-report-html.ts';

/** Where the report is written, relative to the repository root. */
export const reportFile = `${diffDir}/report.html`;

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
        changes.push({
          storyId,
          storyName: test.name,
          name: `${storyId} (${test.fullName})`,
          file: path.relative(this.root, module.moduleId),
          message,
        });
      }
    }
    const file = path.join(this.root, reportFile);
    if (changes.length === 0) {
      rmSync(file, { force: true });
      return;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, reportHtml(changes, filesAt(this.root)));
    console.log(
      `\nVisual changes in ${changes.length} ${changes.length === 1 ? 'story' : 'stories'}: open ${reportFile} (a slider between baseline and actual, the difference, the command that accepts each).`,
    );
  }
}
