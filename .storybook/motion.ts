// Vitest's story run reduces motion (vitest.config.ts), so the screenshots are still. A story with
// `parameters: { motion: 'allowed' }` runs there with motion instead, so its play function can follow
// the real animations: vitest.setup.ts installs the browser command that sets the page's
// prefers-reduced-motion, and the preview's beforeEach calls it. In Storybook's own UI nothing is
// installed and the reader's own setting stands.

export type ReducedMotion = 'reduce' | 'no-preference';
type SetReducedMotion = (value: ReducedMotion) => Promise<void>;

const installed = Symbol.for('zk.storybook.setReducedMotion');
const host = globalThis as { [installed]?: SetReducedMotion };

export function installReducedMotion(set: SetReducedMotion): void {
  host[installed] = set;
}

/** Sets prefers-reduced-motion where a runner installed the means; a no-op elsewhere. */
export async function emulateReducedMotion(value: ReducedMotion): Promise<void> {
  await host[installed]?.(value);
}
