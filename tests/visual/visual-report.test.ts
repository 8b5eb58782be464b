import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptCommand, filesAt, outcomeOf, reportHtml, storybookUrl, type VisualChange } from '../../.storybook/visual-report-html';
import { pngSize } from '../../.storybook/png-size';
import { baselineDir, diffDir } from '../../.storybook/visual';

const fixtures = path.join(import.meta.dirname, 'fixtures');

const changed: VisualChange = {
  storyId: 'sections-hero--long-german',
  storyName: 'Long German',
  name: 'sections-hero--long-german (Sections/Hero Long German)',
  file: 'packages/ui/src/sections/hero/hero.stories.tsx',
  message:
    'Screenshot does not match the stored reference.\n8 pixels (ratio 0.17) differ.\nsizes when the capture began: {"frame":"1280x800"}',
};
const resized: VisualChange = {
  storyId: 'sections-faq--turkish',
  storyName: 'Turkish',
  name: 'sections-faq--turkish (Sections/Faq Turkish)',
  file: 'packages/ui/src/sections/faq/faq.stories.tsx',
  message: 'Screenshot does not match the stored reference.\nExpected image dimensions to be 8×6px, but received 8×9px.',
};
const added: VisualChange = {
  storyId: 'primitives-badge--new',
  storyName: 'New',
  name: 'primitives-badge--new (Primitives/Badge New)',
  file: 'packages/ui/src/primitives/badge/badge.stories.tsx',
  message: 'No existing reference screenshot found; a new one was created. Review it before running tests again.',
};

/** A repository in a temporary folder with the fixture PNGs where a story run leaves them. */
let root = '';
const place = (fixture: string, file: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  copyFileSync(path.join(fixtures, fixture), path.join(root, file));
};
const touch = (file: string, at: Date) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '{}');
  utimesSync(path.join(root, file), at, at);
  utimesSync(path.dirname(path.join(root, file)), at, at);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
  place('baseline.png', `${baselineDir}/${changed.storyId}.png`);
  place('actual.png', `${diffDir}/${changed.storyId}-actual.png`);
  place('diff.png', `${diffDir}/${changed.storyId}-diff.png`);
  place('baseline.png', `${baselineDir}/${resized.storyId}.png`);
  place('taller.png', `${diffDir}/${resized.storyId}-actual.png`);
  place('actual.png', `${diffDir}/${added.storyId}-actual.png`);
  for (const { file } of [changed, resized, added]) touch(file, new Date('2026-11-01T10:00:00Z'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sectionOf = (html: string, storyId: string) => html.slice(html.indexOf(`<section id="${storyId}">`)).split('</section>')[0]!;

describe('the visual-change report', () => {
  it('reads sizes from the PNGs themselves', () => {
    expect(pngSize(readFileSync(path.join(fixtures, 'taller.png')))).toEqual({ width: 8, height: 9 });
    expect(pngSize(new TextEncoder().encode('not a png at all, not at all'))).toBeUndefined();
  });

  it('reads what the comparison found from its message', () => {
    expect(outcomeOf(changed.message)).toEqual({ kind: 'pixels', pixels: 8, ratio: 0.17 });
    expect(outcomeOf(resized.message)).toEqual({ kind: 'size', expected: '8×6', received: '8×9' });
    expect(outcomeOf(added.message)).toEqual({ kind: 'new' });
  });

  it('sums the differing pixels in the summary and lists each story with its count', () => {
    const html = reportHtml([changed, resized, added], filesAt(root));
    expect(html).toContain('<title>Visual changes: 3 stories</title>');
    expect(html).toContain('8 pixels differ in all.');
    expect(html).toMatch(
      /<a href="#sections-hero--long-german">[^<]+<\/a><\/td><td>8 pixels differ \(ratio 0\.17\)<\/td><td class="n">8<\/td>/,
    );
    expect(html).toContain('size changed: 8×6 → 8×9');
    expect(html).toContain('new: no baseline yet');
  });

  it('lays the actual capture over the baseline with a slider, and zooms an image on click', () => {
    const section = sectionOf(reportHtml([changed], filesAt(root)), changed.storyId);
    expect(section).toContain(`<img src="../../${baselineDir}/${changed.storyId}.png"`);
    expect(section).toContain(`<img class="actual" src="../../${diffDir}/${changed.storyId}-actual.png"`);
    expect(section).toContain('<input type="range"');
    expect(section).toContain(`src="../../${diffDir}/${changed.storyId}-diff.png"`);
    expect(reportHtml([changed], filesAt(root))).toContain("classList.toggle('zoomed')");
  });

  it('folds the message and the size diagnostics away, with each image’s size read from it', () => {
    const section = sectionOf(reportHtml([resized], filesAt(root)), resized.storyId);
    expect(section).toMatch(/<details><summary>Message and sizes<\/summary>\s*<pre>[^<]*Expected image dimensions/);
    expect(section).toContain('Baseline 8×6, actual 8×9, difference none px.');
    const outside = section.replace(/<details>[\s\S]*<\/details>/, '');
    expect(outside).not.toContain('Expected image dimensions');
  });

  it('shows a new story’s capture alone, saying it has no baseline yet', () => {
    const section = sectionOf(reportHtml([added], filesAt(root)), added.storyId);
    expect(section).not.toContain('type="range"');
    expect(section).toContain('No baseline yet');
  });

  it('prints the one command that accepts each story, and escapes what it quotes', () => {
    const html = reportHtml(
      [changed, { ...added, storyName: 'With "quotes" (1)', message: 'No existing reference <screenshot>' }],
      filesAt(root),
    );
    expect(html).toContain(`Accept: <code>npm run test:stories -- ${changed.file} -t &#34;Long German$&#34; --update</code>`);
    expect(acceptCommand({ file: 'a.stories.tsx', storyName: 'With "quotes" (1)' })).toBe(
      'npm run test:stories -- a.stories.tsx -t "With \\"quotes\\" \\(1\\)$" --update',
    );
    expect(html).toContain('No existing reference &#60;screenshot&#62;');
    expect(html).toContain(`href="${storybookUrl}/?path=/story/${changed.storyId}"`);
  });

  it('links the static build only when it is newer than the story’s folder', () => {
    expect(sectionOf(reportHtml([changed], filesAt(root)), changed.storyId)).toContain('no static build');

    touch('storybook-static/index.json', new Date('2026-11-02T10:00:00Z'));
    const fresh = sectionOf(reportHtml([changed], filesAt(root)), changed.storyId);
    expect(fresh).toContain(`href="../../storybook-static/index.html?path=/story/${changed.storyId}"`);

    touch('packages/ui/src/sections/hero/hero.tsx', new Date('2026-11-03T10:00:00Z'));
    const stale = sectionOf(reportHtml([changed], filesAt(root)), changed.storyId);
    expect(stale).not.toContain('storybook-static/index.html');
    expect(stale).toContain('the static build is older than <code>packages/ui/src/sections/hero/</code>');
  });
});
