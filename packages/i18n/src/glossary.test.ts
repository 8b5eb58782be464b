import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from './locales/de';
import tr from './locales/tr';

/**
 * The glossary (packages/i18n/GLOSSARY.md) names, per concept, the German and Turkish terms the copy
 * rejects. This reads its table's two "rejected" columns and checks no dictionary string uses one.
 */
const glossary = readFileSync(new URL('../GLOSSARY.md', import.meta.url), 'utf8');

const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());

/** The backticked terms in the column whose header is `header`, over every row of the table. */
function rejectedTerms(markdown: string, header: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const column = cells(rows[0] ?? '').indexOf(header);
  if (column < 0) throw new Error(`GLOSSARY.md: no column "${header}"`);
  return rows.slice(2).flatMap((row) => [...(cells(row)[column] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()));
}

/** A term as a whole-word, case-insensitive pattern; a trailing `*` lets the last word go on. */
function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const body = (prefix ? term.slice(0, -1) : term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`, 'u');
}

function findRejected(strings: Map<string, string>, terms: readonly string[], locale: string): string[] {
  const patterns = terms.map((term) => [term, termPattern(term.toLocaleLowerCase(locale))] as const);
  const found: string[] = [];
  for (const [key, value] of strings) {
    const text = value.toLocaleLowerCase(locale);
    for (const [term, pattern] of patterns) if (pattern.test(text)) found.push(`${key}: "${term}" in "${value}"`);
  }
  return found;
}

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const checked = (dictionary: unknown) => new Map(leaves(dictionary));

describe('glossary', () => {
  it.each([
    ['de', de, 'German (rejected)'],
    ['tr', tr, 'Turkish (rejected)'],
  ] as const)('%s dictionary uses none of the rejected terms', (locale, dictionary, header) => {
    const terms = rejectedTerms(glossary, header);
    expect(terms.length).toBeGreaterThan(10);
    expect(findRejected(checked(dictionary), terms, locale)).toEqual([]);
  });

  it('reads terms as whole words, with * for longer words and Turkish casing', () => {
    const strings = new Map([
      ['a', 'Neue KI-Dienste'],
      ['b', 'Diensteanbieter'],
      ['c', 'Kaçan müşteri adayları'],
      ['d', 'İŞ DEĞERİ'],
      ['e', 'Talebinizi gönderin'],
      ['f', 'Talebi  gönder'],
    ]);
    expect(findRejected(strings, ['Dienste'], 'de')).toEqual(['a: "Dienste" in "Neue KI-Dienste"']);
    expect(findRejected(strings, ['aday*', 'iş değeri', 'talebi gönder'], 'tr').map((f) => f.split(':')[0])).toEqual(['c', 'd', 'f']);
  });

  it('finds the terms of the table, not of the commentary', () => {
    const turkish = rejectedTerms(glossary, 'Turkish (rejected)');
    expect(turkish).toContain('aday*');
    expect(turkish).toContain('sohbet bot*');
    expect(turkish).not.toContain('aday');
    expect(rejectedTerms(glossary, 'German (rejected)')).toContain('Kaltakquise*');
  });
});
