// The ui and site sources as text, read at build time: what the Motion and Icons pages list is what
// the code uses, found in it, never a copied list.
const files = import.meta.glob<string>(
  [
    '../../../packages/ui/src/**/*.{ts,tsx}',
    '../../../packages/site/src/**/*.{ts,tsx}',
    '!**/*.test.*',
    '!**/*.stories.*',
    '!**/fixtures.*',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Each source file by its path from the repository root (`packages/ui/src/…`). */
export const sources: [path: string, code: string][] = Object.entries(files).map(([path, code]) => [path.replace(/^(\.\.\/)+/, ''), code]);
