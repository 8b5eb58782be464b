import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function casingViolations(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('letter case follows the page language (Turkish i/İ)', () => {
  it.each([
    ['packages/ui/src/sections/faq/probe.ts', 'export const f = (s: string) => s.toLowerCase();'],
    ['packages/site/src/pages/probe.tsx', 'export const f = (s: string) => s.toUpperCase();'],
    ['packages/i18n/src/probe.ts', 'export const f = (s: string) => s.trim().toLocaleUpperCase();'],
    ['packages/site/src/admin/probe.ts', 'export const f = (s: string) => s.toLocaleLowerCase();'],
  ])('%s may not: %s', async (file, code) => {
    expect(await casingViolations(code, file)).not.toEqual([]);
  });

  it('allows casing with the page language', async () => {
    const code = "export const f = (s: string, lang: string) => [s.toLocaleUpperCase(lang), s.toLocaleLowerCase('tr')];";
    expect(await casingViolations(code, 'packages/ui/src/sections/faq/probe.ts')).toEqual([]);
  });

  it('leaves the server alone (header names, e-mail addresses, file extensions)', async () => {
    expect(await casingViolations('export const f = (s: string) => s.toLowerCase();', 'packages/server/src/probe.ts')).toEqual([]);
  });

  it('casing with the page language gets Turkish right where locale-blind casing does not', () => {
    expect('istanbul'.toLocaleUpperCase('tr')).toBe('İSTANBUL');
    expect('ISPARTA'.toLocaleLowerCase('tr')).toBe('ısparta');
    expect('istanbul'.toUpperCase()).toBe('ISTANBUL');
  });
});
