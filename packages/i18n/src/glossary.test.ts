import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from './locales/de';
import en from './locales/en';
import tr from './locales/tr';
import {
  callsToAction,
  chosenMissing,
  findRejected,
  glossaryRows,
  inScope,
  leaves,
  notSizImperative,
  termPattern,
  type GlossaryRow,
} from '../test-support/glossary-rules';

/**
 * The glossary (packages/i18n/GLOSSARY.md) names, per concept, the English terms that mark where the
 * concept appears, the German and Turkish terms the copy uses there, and the terms it rejects. This
 * reads the table and checks both ways: where an English string names the concept, the German and
 * Turkish strings of the same key use a chosen term, and no string uses a rejected one.
 */
const glossary = readFileSync(new URL('../GLOSSARY.md', import.meta.url), 'utf8');
const rows = glossaryRows(glossary);
const source = leaves(en);

describe('glossary', () => {
  it('reads every row with English and chosen terms', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.english, row.concept).not.toEqual([]);
      expect(row.chosen.de.length + row.chosen.tr.length, row.concept).toBeGreaterThan(0);
    }
    expect(rows.flatMap((row) => row.rejected.de).length + rows.flatMap((row) => row.rejected.tr).length).toBeGreaterThan(20);
  });

  describe.each([
    ['de', de],
    ['tr', tr],
  ] as const)('%s dictionary', (locale, dictionary) => {
    const strings = leaves(dictionary);

    it('uses none of the rejected terms', () => {
      expect(rows.flatMap((row) => findRejected(strings, row, locale))).toEqual([]);
    });

    it('uses a chosen term wherever the English names the concept, and each chosen term somewhere', () => {
      expect(rows.flatMap((row) => chosenMissing(source, strings, row, locale))).toEqual([]);
    });
  });

  it('writes Turkish marketing calls to action as siz imperatives', () => {
    const keys = callsToAction(glossary);
    expect(keys.length).toBeGreaterThan(10);
    const strings = leaves(tr);
    expect(keys.filter((key) => !strings.has(key))).toEqual([]);
    expect(keys.filter((key) => notSizImperative(strings.get(key)!)).map((key) => `${key}: ${strings.get(key)}`)).toEqual([]);
  });
});

describe('the glossary reader', () => {
  const row: GlossaryRow = {
    concept: 'test',
    keys: ['home', '!home.pricing'],
    english: ['lead', 'leads'],
    chosen: { de: ['Lead*'], tr: ['potansiyel müşteri*'] },
    rejected: { de: ['Leadgenerierung'], tr: ['aday*'] },
  };

  it('matches whole words, * for longer words or compounds, with Turkish casing', () => {
    const match = (term: string, text: string, locale = 'de') => termPattern(term, locale).test(text.toLocaleLowerCase(locale));
    expect(match('Dienste', 'Neue KI-Dienste')).toBe(true);
    expect(match('Dienste', 'Diensteanbieter')).toBe(false);
    expect(match('aday*', 'Kaçan müşteri adayları', 'tr')).toBe(true);
    expect(match('iş değeri', 'İŞ DEĞERİ', 'tr')).toBe(true);
    expect(match('talebi gönder', 'Talebinizi gönderin', 'tr')).toBe(false);
    expect(match('*automatisierung', 'Prozessautomatisierung')).toBe(true);
    expect(match('automatisierung', 'Prozessautomatisierung')).toBe(false);
  });

  it('limits a row to its keys, without the excluded ones', () => {
    expect(['home.hero.cta', 'home.pricing.cta', 'homepage.x', 'faq.search'].filter((key) => inScope(key, row.keys))).toEqual([
      'home.hero.cta',
    ]);
    expect(inScope('faq.search', [])).toBe(true);
  });

  it('finds a rejected term, and a key that names the concept in English without a chosen term', () => {
    const english = new Map([
      ['home.a', 'Turn visitors into leads'],
      ['home.b', 'Lead generation'],
      ['home.c', 'No concept here'],
      ['home.pricing.d', 'More leads'],
    ]);
    const german = new Map([
      ['home.a', 'Aus Besuchern werden Interessenten'],
      ['home.b', 'Leadgenerierung'],
      ['home.c', 'Nichts'],
      ['home.pricing.d', 'Mehr Kontakte'],
    ]);
    expect(findRejected(german, row, 'de')).toEqual(['home.b: "Leadgenerierung" in "Leadgenerierung"']);
    expect(chosenMissing(english, german, row, 'de')).toEqual([
      'home.a: none of Lead* in "Aus Besuchern werden Interessenten" (English: "Turn visitors into leads")',
    ]);
    expect(chosenMissing(english, new Map([['home.c', 'Nichts']]), row, 'de')).toEqual(['test: "Lead*" is never used']);
  });

  it('reads the table: backticked terms only, commentary ignored', () => {
    const turkish = rows.flatMap((r) => r.rejected.tr);
    expect(turkish).toContain('aday*');
    expect(turkish).toContain('sohbet bot*');
    expect(turkish).not.toContain('aday');
    expect(rows.flatMap((r) => r.rejected.de)).toContain('Kaltakquise*');
  });

  it('tells siz imperatives from bare ones', () => {
    expect(
      ['Bekleme listesine katılın', 'Talebinizi gönderin', 'Özellikleri keşfedin', 'Bize ulaşın', 'Nasıl çalıştığını görün'].filter(
        notSizImperative,
      ),
    ).toEqual([]);
    expect(['Bekleme listesine katıl', 'Talebi gönder', 'Hemen başla', 'Daha fazla bilgi'].filter(notSizImperative)).toHaveLength(4);
  });
});
