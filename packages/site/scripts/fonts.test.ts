import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface FontsModule {
  textFonts: { file: string; codePoints: (number | [number, number])[] }[];
  charactersOf(codePoints: (number | [number, number])[]): string;
  unicodeRangeOf(codePoints: (number | [number, number])[]): string;
  fontFaceCss(): string;
}
// A plain JavaScript build helper; the specifier is widened so TypeScript does not resolve it.
const fonts = (await import('./fonts.mjs' as string)) as FontsModule;

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const covered = new Set(fonts.textFonts.flatMap(({ codePoints }) => [...fonts.charactersOf(codePoints)]));

describe('the cut text fonts', () => {
  it('turn code points into characters and a unicode-range', () => {
    expect(fonts.charactersOf([[0x41, 0x43], 0x131])).toBe('ABCı');
    expect(fonts.unicodeRangeOf([[0x20, 0x7e], 0x131])).toBe('U+20-7E, U+131');
    expect(fonts.fontFaceCss()).toContain('unicode-range: U+11E-11F, U+130, U+15E-15F;');
  });

  it.each([
    ['en', en],
    ['de', de],
    ['tr', tr],
  ])('cover every character of the %s copy, so no page needs a full font file', (_, dictionary) => {
    const missing = [...new Set(strings(dictionary).join(''))].filter((char) => char >= ' ' && !covered.has(char));
    expect(missing).toEqual([]);
  });

  it('keep the weights the components use (400 to 700)', () => {
    const root = resolve(import.meta.dirname, '../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|css)$/.test(file) && !file.split('/').includes('generated'))
        .map((file) => join(dir, file));
    const outside = [...sources(join(root, 'ui/src')), ...sources(join(root, 'site/src'))].filter((file) =>
      /\bfont-(thin|extralight|light|extrabold|black)\b|font-weight:\s*(100|200|300|800|900)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
