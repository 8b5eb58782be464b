import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia` for a component test: a query matches when it names one of `features`
 * (`'reduce'` for prefers-reduced-motion: reduce, `'coarse'` for a touch pointer). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubMediaQueries(features: readonly string[]): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: features.some((feature) => query.includes(feature)),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
