import { parseColour, type Rgba } from './colour';

/** Every `--color-*` token of a theme's CSS, parsed: `{ background: {...}, 'surface-raised': {...} }`. */
export function parseThemeColours(css: string): Record<string, Rgba> {
  const tokens: Record<string, Rgba> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) tokens[name!] = parseColour(value!);
  return tokens;
}
