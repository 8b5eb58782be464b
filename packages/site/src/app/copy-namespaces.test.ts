import { adminNamespaces, loadNamespace, pageNamespaces, publicPages, type Namespace } from '@zk/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');

/** A module and every module of this package it imports, static or lazy, as absolute paths. */
function withLocalImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    const base = join(dirname(file), spec!);
    const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
    if (found && !found.includes('.test.')) withLocalImports(found, seen);
  }
  return seen;
}

/** The top-level dictionary sections the code looks up with `t('section.…')`. */
function sectionsUsed(files: Iterable<string>): Set<string> {
  const sections = new Set<string>();
  for (const file of files) {
    for (const [, section] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+)[.'`]/g)) sections.add(section!);
  }
  return sections;
}

const sectionsOf = async (list: readonly Namespace[]) =>
  new Set((await Promise.all(list.map((ns) => loadNamespace('en', ns)))).flatMap((copy) => Object.keys(copy)));

/**
 * The browser loads copy per namespace, and a key outside the loaded ones shows as its raw name.
 * Each page's code (and the admin area's) may look up only sections of its own namespaces and
 * `shared`; the layout only `shared`.
 */
describe('copy namespaces', () => {
  it.each(publicPages)('the %s page uses only its own namespaces and shared', async (page) => {
    const used = sectionsUsed(withLocalImports(join(src, 'pages', `${page}-page.tsx`)));
    const available = await sectionsOf(['shared', ...pageNamespaces[page]]);
    expect([...used].filter((section) => !available.has(section))).toEqual([]);
  });

  it.each(['privacy', 'terms', 'impressum'] as const)('the %s page looks up only the legal documents it loads', async (page) => {
    const documents = new Set<string>();
    for (const file of withLocalImports(join(src, 'pages', `${page}-page.tsx`))) {
      for (const [, document] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]legal\.([a-zA-Z]+)/g)) documents.add(document!);
    }
    const copy = await Promise.all(['shared' as const, ...pageNamespaces[page]].map((namespace) => loadNamespace('en', namespace)));
    const available = new Set(copy.flatMap((part) => Object.keys(part.legal ?? {})));
    expect(documents).toContain(page);
    expect([...documents].filter((document) => !available.has(document))).toEqual([]);
  });

  it('the admin area uses only its namespaces and shared', async () => {
    const used = sectionsUsed(withLocalImports(join(src, 'admin', 'admin-app.tsx')));
    const available = await sectionsOf(['shared', ...adminNamespaces]);
    expect([...used].filter((section) => !available.has(section))).toEqual([]);
  });

  it('the layout around every page uses only shared', async () => {
    const used = sectionsUsed(withLocalImports(join(src, 'layout', 'public-layout.tsx')));
    const available = await sectionsOf(['shared']);
    expect([...used].filter((section) => !available.has(section))).toEqual([]);
  });

  it('finds the lookups it checks (the scan is not empty)', () => {
    expect(sectionsUsed(withLocalImports(join(src, 'pages', 'waitlist-page.tsx')))).toContain('waitlist');
  });
});
