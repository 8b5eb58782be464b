import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeFont, themeRadii, themeTokens } from '../../.storybook/theme-tokens';
import { parseThemeColours } from './parse-theme';

const themeCss = readFileSync(new URL('../../packages/ui/src/styles/theme.css', import.meta.url), 'utf8');
const declared = (name: string) => new RegExp(`--${name}\\s*:\\s*([^;]+);`).exec(themeCss)?.[1]?.trim();

describe("Storybook's theme (.storybook/theme-tokens.ts)", () => {
  it('draws the manager, docs and canvas with the colours of theme.css', () => {
    const colours = parseThemeColours(themeCss);
    for (const [name, value] of Object.entries(themeTokens)) {
      expect(declared(`color-${name}`), name).toBe(value);
      expect(colours[name], name).toBeDefined();
    }
  });

  it('takes its radii and font from theme.css', () => {
    expect(declared('radius-card')).toBe(`${themeRadii.card / 16}rem`);
    expect(declared('radius-control')).toBe(`${themeRadii.control / 16}rem`);
    expect(declared('font-sans')).toBe(themeFont);
  });
});
