import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColour, toHex, withAlpha } from './colour';
import { contrastPairs, textTokensCovered } from './pairs';
import { resolvePair } from './resolve-pair';
import { themeColours } from './theme-tokens';

const tokens = themeColours();

describe('colour maths', () => {
  it('parses the formats a theme may use', () => {
    expect(toHex(parseColour('#22d3ee'))).toBe('#22d3ee');
    expect(toHex(parseColour('#fff'))).toBe('#ffffff');
    expect(parseColour('rgb(148 163 184 / 0.16)')).toMatchObject({ r: 148 / 255, a: 0.16 });
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toMatchObject({ r: 0, a: 0.5 });
    expect(() => parseColour('hsl(0 0% 0%)')).toThrow(/Unsupported/);
  });

  it('converts oklch to sRGB (reference values from CSS Color 4 and Tailwind’s palette)', () => {
    expect(toHex(parseColour('oklch(62.7955% 0.257683 29.2339)'))).toBe('#ff0000');
    expect(toHex(parseColour('oklch(1 0 0)'))).toBe('#ffffff');
    // Tailwind 4's cyan-400 is oklch(78.9% 0.154 211.53), its sRGB fallback #00d3f2.
    const cyan = parseColour('oklch(78.9% 0.154 211.53)');
    expect(Math.abs(cyan.r * 255 - 0)).toBeLessThan(3);
    expect(Math.abs(cyan.g * 255 - 0xd3)).toBeLessThan(3);
    expect(Math.abs(cyan.b * 255 - 0xf2)).toBeLessThan(3);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(parseColour('#000'), parseColour('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#777777'), parseColour('#ffffff'))).toBeCloseTo(4.48, 2);
    const grey = over(withAlpha(parseColour('#ffffff'), 0.5), parseColour('#000000'));
    expect(toHex(grey)).toBe('#808080');
  });
});

describe('theme contrast (WCAG AA)', () => {
  it('reads every colour token of the theme', () => {
    expect(Object.keys(tokens)).toEqual(
      expect.arrayContaining(['background', 'surface', 'foreground', 'muted', 'subtle', 'danger', 'ring']),
    );
  });

  it.each(contrastPairs.map((pair) => [pair.use, pair] as const))('%s', (_use, pair) => {
    const { fg, bg } = resolvePair(tokens, pair);
    const ratio = contrastRatio(fg, bg);
    expect(ratio, `${pair.fg} ${toHex(fg)} on ${pair.bg.join(' + ')} ${toHex(bg)}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min);
  });

  it('covers every text colour the ui components use', () => {
    const root = resolve(import.meta.dirname, '../../packages/ui/src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.tsx') && !file.includes('.stories.') && !file.includes('.test.') && !file.startsWith('demos'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const [, name] of source.matchAll(/(?<![\w-])text-([a-z-]+?)(?:\/[\d.[\]]+)?(?=[\s'"`:])/g)) {
        if (tokens[name!]) used.add(name!);
      }
    }
    expect(used).toContain('danger');
    // Colours used only on icons and artwork beside text that says the same are decorative.
    const decorative = ['accent', 'border-strong', 'background'];
    expect([...used].filter((name) => !textTokensCovered.includes(name) && !decorative.includes(name))).toEqual([]);
  });
});
