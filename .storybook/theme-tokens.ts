/**
 * The product's colour tokens that Storybook's own UI is drawn with (`theme.ts`): the manager, the docs
 * pages and the canvas share the site's dark surface. The manager is bundled apart from Vite and cannot
 * read theme.css, so the values are written here; `tests/contrast/storybook-theme.test.ts` fails when
 * one differs from `packages/ui/src/styles/theme.css`.
 */
export const themeTokens = {
  background: '#060a18',
  surface: '#0b1124',
  'surface-raised': '#111935',
  'border-strong': 'rgb(148 163 184 / 0.32)',
  input: '#64708f',
  foreground: '#eef1f8',
  muted: '#a3aecb',
  accent: '#22d3ee',
  'accent-strong': '#67e8f9',
  'on-accent': '#04101f',
} as const;

/** The radii of theme.css, in px as Storybook wants them (`--radius-card` 1.25rem, `--radius-control` 0.75rem). */
export const themeRadii = { card: 20, control: 12 } as const;

/** The font stack of theme.css (`--font-sans`); Storybook's UI falls back to the system's sans-serif. */
export const themeFont = "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif";
