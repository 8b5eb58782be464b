import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rgba } from './colour';
import { parseThemeColours } from './parse-theme';

export const themeFile = resolve(import.meta.dirname, '../../packages/ui/src/styles/theme.css');

/** Every `--color-*` token of the theme, parsed: `{ background: {...}, 'surface-raised': {...} }`. */
export function themeColours(css = readFileSync(themeFile, 'utf8')): Record<string, Rgba> {
  return parseThemeColours(css);
}
