// The committed story screenshots match the stories: no baseline without its story (a renamed or
// deleted story leaves one behind), none missing. The story tests compare the pixels.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from 'storybook/internal/core-server';
import { expect, test } from 'vitest';
import { baselineDir, skipVisualTag } from '../../.storybook/visual';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('one baseline per screenshotted story, and no other', async () => {
  const index = await buildIndex({ configDir: path.join(root, '.storybook') } as Parameters<typeof buildIndex>[0]);
  const storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes(skipVisualTag))
    .map((entry) => entry.id);
  const baselines = readdirSync(path.join(root, baselineDir))
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length));

  expect(storyIds.length).toBeGreaterThan(0);
  const stories = new Set(storyIds);
  const files = new Set(baselines);
  // Stale: `git rm` them. Missing: `npm run test:stories -- --update`, then look at them.
  expect({ stale: baselines.filter((id) => !stories.has(id)), missing: storyIds.filter((id) => !files.has(id)) }).toEqual({
    stale: [],
    missing: [],
  });
}, 120_000);
