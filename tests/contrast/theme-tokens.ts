import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseColour, type Rgba } from './colour';

export const themeFile = resolve(import.meta.dirname, '../../packages/ui/src/styles/theme.css');

/** Every `--color-*` token of the theme, parsed: `{ background: {...}, 'surface-raised': {...} }`. */
export function themeColours(css = readFileSync(themeFile, 'utf8')): Record<string, Rgba> {
  const tokens: Record<string, Rgba> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) tokens[name!] = parseColour(value!);
  return tokens;
}
