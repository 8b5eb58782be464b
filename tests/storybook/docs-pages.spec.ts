// Every docs page of the built Storybook renders without a console error or a failed story and passes
// axe (the WCAG tags of the site's own pages), served from storybook-static/ as any static host would.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { wcagTags } from '../e2e/support/a11y';
import { serveStatic } from './static-server';

const staticDir = resolve(import.meta.dirname, '../../storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

const entries = Object.values(
  (JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const docsPages = entries.filter((entry) => entry.type === 'docs');

let base = '';
let server: Server;
test.beforeAll(async () => {
  ({ url: base, server } = await serveStatic(staticDir));
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/**
 * Records Storybook's own events in the page (its channel is on `window` once the preview starts):
 * the docs page rendered, each story render started and finished, and any story that failed.
 */
function recordRenders(page: Page) {
  return page.addInitScript(() => {
    const state = { docs: false, pending: new Set<number>(), failures: [] as string[] };
    Object.assign(window, { __docsState: state });
    const timer = setInterval(() => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (...args: never[]) => void) => void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(timer);
      channel.on('docsRendered', () => (state.docs = true));
      channel.on('storyRenderPhaseChanged', ({ newPhase, renderId }: { newPhase: string; renderId: number }) => {
        if (newPhase === 'loading') state.pending.add(renderId);
        if (['finished', 'aborted', 'errored'].includes(newPhase)) state.pending.delete(renderId);
      });
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing', 'docsRenderError']) {
        channel.on(event, (detail: unknown) => state.failures.push(`${event}: ${JSON.stringify(detail).slice(0, 300)}`));
      }
    }, 5);
  });
}

test('the build has a docs page for every component and the Introduction, Foundations, Pages and E-mails groups', () => {
  const storyTitles = new Set(entries.filter((entry) => entry.type === 'story' && !entry.title.startsWith('Pages/')).map((entry) => entry.title));
  const docsTitles = new Set(docsPages.map((entry) => entry.title));
  expect([...storyTitles].filter((title) => !docsTitles.has(title))).toEqual([]);
  for (const group of ['Introduction', 'Foundations', 'Pages', 'E-mails']) {
    expect(docsPages.some((entry) => entry.title === group || entry.title.startsWith(`${group}/`)), group).toBe(true);
  }
});

for (const entry of docsPages) {
  test(`${entry.title}: renders without errors and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The browser's own favicon request is not the page's: Storybook's iframe names no /favicon.ico.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    await recordRenders(page);
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`);
    await page.waitForFunction(() => {
      const state = (window as unknown as { __docsState: { docs: boolean; pending: Set<number> } }).__docsState;
      return state.docs && state.pending.size === 0;
    });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const failures = await page.evaluate(() => (window as unknown as { __docsState: { failures: string[] } }).__docsState.failures);
    expect([...failures, ...errors]).toEqual([]);

    // Stories settle their size after their fonts (a late Turkish subset) and Storybook's own resizing of
    // each inline story: on a loaded machine one axe pass caught a story mid-resize as a scrollable region.
    // So axe runs until it finds nothing; a violation that lasts fails at the ceiling with its lines.
    const violationLines = async () => {
      const { violations } = await new AxeBuilder({ page }).include('#storybook-docs').withTags(wcagTags).setLegacyMode(true).analyze();
      return violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
      );
    };
    await expect.poll(violationLines, { intervals: [250, 500, 1000] }).toEqual([]);
  });
}
