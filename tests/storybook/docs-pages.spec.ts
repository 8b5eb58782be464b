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
  importPath: string;
  tags?: string[];
}

const entries = Object.values(
  (JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const docsPages = entries.filter((entry) => entry.type === 'docs');

// Two workers, each with its own preview (beforeAll runs once per worker): the docs pages are split
// between them, and axe on one page runs while the other worker's page renders.
test.describe.configure({ mode: 'parallel' });

let base = '';
let server: Server;
/**
 * One page for every docs page, as in Storybook itself: the preview loads once and each docs page is
 * opened in it as its sidebar opens one (`setCurrentStory` on Storybook's channel). Loading the preview
 * afresh for each docs page cost about 3 s of both cores, 66 times over. A test that fails takes its
 * worker with it; the next worker opens the preview again.
 */
let page: Page;
/** Page errors and console errors since the page opened; each test reads those after its start. */
const errors: string[] = [];
test.beforeAll(async ({ browser }) => {
  ({ url: base, server } = await serveStatic(staticDir));
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own favicon request is not the page's: Storybook's iframe names no /favicon.ico.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  await recordRenders(page);
});
test.afterAll(async () => {
  await page?.close();
  await new Promise<void>((done) => server.close(() => done()));
});

interface DocsState {
  /** docsRendered events since the last `openDocs`. */
  docs: number;
  /** Story renders started and not yet done, and those done (finished, aborted or errored), by render id. */
  pending: Set<number>;
  done: Set<number>;
  failures: string[];
}

/**
 * Records Storybook's own events in the page (its channel is on `window` once the preview starts):
 * the docs page rendered, each story render started and finished, and any story that failed. An init
 * script, so that a reload of the preview records again.
 */
function recordRenders(page: Page) {
  return page.addInitScript(() => {
    const state: DocsState = { docs: 0, pending: new Set<number>(), done: new Set<number>(), failures: [] };
    Object.assign(window, { __docsState: state });
    const timer = setInterval(() => {
      const channel = (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (...args: never[]) => void) => void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(timer);
      channel.on('docsRendered', () => (state.docs += 1));
      channel.on('storyRenderPhaseChanged', ({ newPhase, renderId }: { newPhase: string; renderId: number }) => {
        if (newPhase === 'loading') state.pending.add(renderId);
        if (['finished', 'aborted', 'errored'].includes(newPhase)) {
          state.pending.delete(renderId);
          state.done.add(renderId);
        }
      });
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing', 'docsRenderError']) {
        channel.on(event, (detail: unknown) => state.failures.push(`${event}: ${JSON.stringify(detail).slice(0, 300)}`));
      }
    }, 5);
  });
}

/**
 * Opens a docs page (the first one loads the preview) and waits until it and every story on it
 * rendered. Storybook announces the docs page before its stories start (each in a `.sb-story`
 * box, there from the start): a docs page counts as rendered once as many renders are done as it has
 * boxes, and none is still going.
 */
async function openDocs(id: string) {
  const loaded = await page.evaluate(() => '__STORYBOOK_ADDONS_CHANNEL__' in window).catch(() => false);
  if (loaded) {
    await page.evaluate((storyId) => {
      const state = (window as unknown as { __docsState: DocsState }).__docsState;
      state.docs = 0;
      state.done.clear();
      state.failures.length = 0;
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, detail: unknown) => void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
    }, id);
  } else {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=docs`);
  }
  await page.waitForFunction(() => {
    const state = (window as unknown as { __docsState: DocsState }).__docsState;
    // A story in a frame of its own (a "Mobile" one, story-list.tsx) renders in its own preview.
    const inline = document.querySelectorAll('#storybook-docs .sb-story:not(:has(iframe))').length;
    return state.docs > 0 && state.pending.size === 0 && state.done.size >= inline;
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const frame of await page.locator('#storybook-docs [data-mobile-story] iframe').all()) {
    // The frames load lazily, as a reader scrolls to them.
    await frame.scrollIntoViewIfNeeded();
    await frame.contentFrame().locator('[data-story-canvas]').first().waitFor();
    await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument!.fonts.ready.then(() => undefined));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The text of the docs page: GitHub-style Markdown tables rendered, never their pipes and dashes. */
const markdownTableSource = /\|\s*:?-{3,}:?\s*\|/;

/** The most a docs page may run to: its stories are boxed at 40 rem (docs-story-box.tsx), its mobile ones at one phone screen. */
const docsPageMaxHeight = 16_000;

/** Each "Mobile" story's frame on the page: its width and the width its document needs. */
function mobileFrameWidths() {
  return page.locator('#storybook-docs [data-mobile-story] iframe').evaluateAll((frames: HTMLIFrameElement[]) =>
    frames.map((frame) => ({
      id: frame.id,
      frame: frame.contentWindow!.innerWidth,
      content: frame.contentDocument!.documentElement.scrollWidth,
    })),
  );
}

test('the build has a docs page for every component and the Introduction, Foundations, Pages and E-mails groups', () => {
  const storyTitles = new Set(
    entries.filter((entry) => entry.type === 'story' && !entry.title.startsWith('Pages/')).map((entry) => entry.title),
  );
  const docsTitles = new Set(docsPages.map((entry) => entry.title));
  expect([...storyTitles].filter((title) => !docsTitles.has(title))).toEqual([]);
  for (const group of ['Introduction', 'Foundations', 'Pages', 'E-mails']) {
    expect(
      docsPages.some((entry) => entry.title === group || entry.title.startsWith(`${group}/`)),
      group,
    ).toBe(true);
  }
});

test('every story fixed to the mobile viewport is shown at 390 px on its docs page', async () => {
  const mobileStories = entries.filter((entry) => entry.type === 'story' && !entry.title.startsWith('Pages/') && /mobile/i.test(entry.id));
  const docsOf = (title: string) => docsPages.find((entry) => entry.title === title)!;
  const sample = mobileStories.find((entry) => entry.title === 'Sections/PricingSection') ?? mobileStories[0]!;
  await openDocs(docsOf(sample.title).id);
  const widths = await mobileFrameWidths();
  expect(widths.map(({ id }) => id)).toContain(`iframe--${sample.id}`);
  expect(widths.every(({ frame }) => frame === 390)).toBe(true);
});

test('Foundations: every icon tile draws its glyph, and Space shows the whole scale and both shadows', async () => {
  await openDocs(docsPages.find((entry) => entry.title === 'Foundations/Icons')!.id);
  const tiles = await page.locator('#storybook-docs ul[aria-label$="icons in use"] > li').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('code')?.textContent,
      glyph: item.querySelector('svg path, svg circle, svg rect, svg line') !== null,
    })),
  );
  expect(tiles.length).toBeGreaterThan(10);
  expect(tiles.filter(({ glyph }) => !glyph).map(({ name }) => name)).toEqual([]);

  await openDocs(docsPages.find((entry) => entry.title.startsWith('Foundations/Space'))!.id);
  expect(await page.locator('[data-spacing-step]').count()).toBeGreaterThanOrEqual(20);
  for (const shadow of ['card', 'glow']) {
    expect(await page.locator(`[data-shadow="${shadow}"] [style*="box-shadow"]`).count(), shadow).toBe(2);
  }
});

/** The components designers reach for most: their usage notes carry do and don't lists. */
const withDoAndDont = [
  'Primitives/Button',
  'Primitives/Card',
  'Primitives/Badge',
  'Primitives/TextField',
  'Sections/ContactForm',
  'Sections/WaitlistForm',
  'Sections/PricingSection',
  'Sections/ComparisonSection',
];

/** Words a designer searches by, as tags (the sidebar's tag filter), and a component each finds. */
const designerTags = {
  table: 'Admin/LeadInbox',
  accordion: 'Sections/Faq',
  tiles: 'Admin/StatCards',
  tokens: 'Foundations/Colour',
  typer: 'Sections/Hero',
};

test('designer words are tags of the components they mean', () => {
  for (const [tag, title] of Object.entries(designerTags)) {
    expect(
      entries.some((entry) => entry.title === title && entry.tags?.includes(tag)),
      `${tag} → ${title}`,
    ).toBe(true);
  }
});

for (const entry of docsPages) {
  test(`${entry.title}: renders without errors and passes axe`, async () => {
    const errorsBefore = errors.length;
    await openDocs(entry.id);
    // The page shows this entry (a docs page opened by the channel also sets the preview's address).
    expect(new URL(page.url()).searchParams.get('id')).toBe(entry.id);
    const failures = await page.evaluate(() => (window as unknown as { __docsState: DocsState }).__docsState.failures);
    expect([...failures, ...errors.slice(errorsBefore)]).toEqual([]);

    expect(await page.locator('#storybook-docs').innerText()).not.toMatch(markdownTableSource);
    if (!entry.importPath.endsWith('.mdx')) {
      // Every component's page says when to use it (docs/usage.tsx), the most used ones also what to do and avoid.
      await expect(page.locator('#usage-note')).toBeVisible();
      const lists = await page.locator('section[aria-labelledby="usage-note"] h3').allInnerTexts();
      if (withDoAndDont.includes(entry.title)) expect(lists).toEqual(expect.arrayContaining(['Do', 'Don’t']));
    }
    expect(await page.evaluate(() => document.querySelector('#storybook-docs')!.scrollHeight)).toBeLessThanOrEqual(docsPageMaxHeight);
    for (const { id, frame, content } of await mobileFrameWidths()) {
      expect(frame, `${id}: its frame is a phone's width`).toBe(390);
      expect(content, `${id}: its layout fits the phone's width`).toBeLessThanOrEqual(390);
    }

    // Stories settle their size after their fonts (a late Turkish subset) and Storybook's own resizing of
    // each inline story: on a loaded machine one axe pass caught a story mid-resize as a scrollable region.
    // So axe runs until it finds nothing; a violation that lasts fails at the ceiling with its lines.
    const violationLines = async () => {
      const { violations } = await new AxeBuilder({ page }).include('#storybook-docs').withTags(wcagTags).setLegacyMode(true).analyze();
      return violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
        ),
      );
    };
    await expect.poll(violationLines, { intervals: [250, 500, 1000] }).toEqual([]);
  });
}
