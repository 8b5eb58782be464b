/** Story screenshots: shared by vitest.config.ts, .storybook/vitest.setup.ts and tests/visual. */

/** Stories with this tag are still tested (play function, axe) but not screenshotted. */
export const skipVisualTag = 'skip-visual';

/** One baseline per story, `<story-id>.png`, relative to the repository root. */
export const baselineDir = 'tests/visual/__screenshots__';

/** Where a failing comparison writes `<story-id>-actual.png`, `-diff.png` (and `-reference.png` when missing). */
export const diffDir = 'test-results/visual';

/**
 * Vitest sanitises a screenshot's name (runs of `-` become one), and story ids hold `--`: the
 * name carries the id with `_` for `-` (ids never contain `_`), and the path resolvers turn it back.
 */
export const screenshotName = (storyId: string) => storyId.replaceAll('-', '_');
export const storyFileName = (screenshotArg: string) => screenshotArg.replaceAll('_', '-');

/** Set to false for a story run that checks plays only (the de and tr runs of vitest.config.ts). */
export const storyScreenshotsKey = 'zk/story-screenshots';

/** What @storybook/addon-vitest injects into each story test: the run's initial globals, and whether axe runs. */
export const storyInitialGlobalsKey = 'storybook/test-initial-globals';
export const storyRunConfigKey = 'storybook/test-provided';
