import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/** Stories carrying this tag are left out of the screenshot suite. */
const SKIP_TAG = 'skip-visual';

const sizes: Record<string, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
const defaultSize = sizes.desktop!;

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const indexFile = path.resolve(process.env.STORYBOOK_STATIC_DIR ?? path.join(here, '../../storybook-static'), 'index.json');
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes(SKIP_TAG),
);

type StoryGlobals = Record<string, Record<string, unknown>>;

/** The slice of Storybook's preview (window.__STORYBOOK_PREVIEW__) this suite reads. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown> }>;
    };
    currentRender?: { phase?: string };
  };
}

/** Story-level globals (locale, viewport) of every story, read once per worker from the preview. */
const storyGlobals = test.extend<object, { globalsById: StoryGlobals }>({
  globalsById: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto('iframe.html', { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue));
      const globals = await page.evaluate(async (ids) => {
        const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
        const result: Record<string, Record<string, unknown>> = {};
        for (const id of ids) result[id] = (await store.loadStory({ storyId: id })).storyGlobals ?? {};
        return result;
      }, stories.map((story) => story.id));
      await page.close();
      await use(globals);
    },
    { scope: 'worker' },
  ],
});

/**
 * Storybook's URL form of globals, e.g. `locale:de;viewport.value:mobile`. Axe is switched to
 * manual: accessibility is asserted by the story tests, not here.
 */
function globalsParam(globals: Record<string, unknown>): string {
  const parts: string[] = ['a11y.manual:!true'];
  if (typeof globals.locale === 'string') parts.push(`locale:${globals.locale}`);
  const viewport = globals.viewport as { value?: string } | string | undefined;
  const viewportName = typeof viewport === 'string' ? viewport : viewport?.value;
  if (viewportName) parts.push(`viewport.value:${viewportName}`);
  return parts.join(';');
}

function viewportName(globals: Record<string, unknown>): string | undefined {
  const viewport = globals.viewport as { value?: string } | string | undefined;
  return typeof viewport === 'string' ? viewport : viewport?.value;
}

async function waitForStory(page: Page) {
  const phase = await page
    .waitForFunction(
      () => {
        const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase && ['finished', 'errored', 'aborted'].includes(phase) ? phase : false;
      },
      undefined,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue());
  const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  if (phase !== 'finished' || errorShown) {
    const message = await page.locator('#error-message').innerText().catch(() => '');
    throw new Error(`Story did not render cleanly (phase ${phase}). ${message}`.trim());
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

for (const story of stories) {
  storyGlobals(story.id, async ({ page, globalsById }) => {
    storyGlobals.info().annotations.push({ type: 'story', description: `${story.title} › ${story.name}` });
    const globals = globalsById[story.id] ?? {};
    const size = sizes[viewportName(globals) ?? ''] ?? defaultSize;
    await page.setViewportSize(size);

    const params = new URLSearchParams({ id: story.id, viewMode: 'story' });
    params.set('globals', globalsParam(globals));
    await page.goto(`iframe.html?${params.toString().replace(/%3A/g, ':').replace(/%3B/g, ';').replace(/%21/g, '!')}`);
    await waitForStory(page);

    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
