// The design tokens as the ui package defines them: theme.css and base.css read as text at build time
// and parsed here, so these pages can never show a copied list.
import baseCss from '@zk/ui/base.css?raw';
import themeCss from '@zk/ui/theme.css?raw';
import { parseThemeColours } from '../../../tests/contrast/parse-theme';

export { baseCss, themeCss };

/** The theme's colour tokens, parsed (`background`, `surface`, …), in the file's order. */
export const colours = parseThemeColours(themeCss);

export interface Token {
  /** Without the namespace: `display` for `--text-display`. */
  name: string;
  value: string;
  /** What the comment above it in theme.css says, if anything. */
  note?: string;
}

/** The `--{namespace}-*` tokens of the `@theme` block, in the file's order (sub-properties such as `--text-x--line-height` left out). */
export function tokens(namespace: string): Token[] {
  const found: Token[] = [];
  const pattern = new RegExp(`(?:/\\*\\s*([^*]*?)\\s*\\*/\\s*)?--${namespace}-([a-z0-9-]+?)\\s*:\\s*([^;]+);`, 'g');
  for (const [, note, name, value] of themeCss.matchAll(pattern)) {
    if (name!.includes('--')) continue;
    found.push({ name: name!, value: value!.trim(), ...(note ? { note: note.replace(/\s+/g, ' ') } : {}) });
  }
  return found;
}

/** A sub-property of a token (`--text-display--line-height`), if the theme sets it. */
export function subToken(namespace: string, name: string, property: string): string | undefined {
  return new RegExp(`--${namespace}-${name}--${property}\\s*:\\s*([^;]+);`).exec(themeCss)?.[1]?.trim();
}

/** A `@keyframes` rule's body, as written. */
export function keyframes(name: string): string | undefined {
  const start = themeCss.indexOf(`@keyframes ${name} {`);
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = themeCss.indexOf('{', start); i < themeCss.length; i++) {
    if (themeCss[i] === '{') depth++;
    if (themeCss[i] === '}' && --depth === 0) return themeCss.slice(start, i + 1).replace(/\s+/g, ' ');
  }
  return undefined;
}

/** The `@media (prefers-reduced-motion: reduce)` rule of base.css, as written. */
export function reducedMotionRule(): string | undefined {
  const start = baseCss.indexOf('@media (prefers-reduced-motion: reduce)');
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = baseCss.indexOf('{', start); i < baseCss.length; i++) {
    if (baseCss[i] === '{') depth++;
    if (baseCss[i] === '}' && --depth === 0) return baseCss.slice(start, i + 1).replace(/^ {4}/gm, '');
  }
  return undefined;
}
