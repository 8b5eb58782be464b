import { describe, expect, it } from 'vitest';
import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import { createLoadedI18n } from './load-copy';

/** The copy as i18next holds it once every namespace file of the language is loaded. */
const resources = async (language: Language) => (await createLoadedI18n(language)).getResourceBundle(language, 'translation') as Dictionary;
const [en, de, tr] = await Promise.all([resources('en'), resources('de'), resources('tr')]);

/** Every leaf of a dictionary as `dotted.key` -> value. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const source = leaves(en);

  it.each([
    ['de', de],
    ['tr', tr],
  ])('%s has exactly the English keys', (_lang, dictionary) => {
    expect([...leaves(dictionary).keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each([
    ['en', en],
    ['de', de],
    ['tr', tr],
  ])('%s has only non-empty strings', (_lang, dictionary) => {
    for (const [key, value] of leaves(dictionary)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each([
    ['de', de],
    ['tr', tr],
  ])('%s keeps every interpolation placeholder of English', (_lang, dictionary) => {
    const translated = leaves(dictionary);
    for (const [key, value] of source) {
      expect(placeholders(translated.get(key) as string), key).toEqual(placeholders(value as string));
    }
  });

  it('keeps the specified form messages', () => {
    expect(en.form.required).toBe('This field is required');
    expect(en.form.invalidEmail).toBe('Please enter a valid email address');
    expect(de.form.failure).toBe('Fehler beim Senden des Formulars. Bitte versuchen Sie es später erneut.');
    expect(tr.common.submitting).toBe('Gönderiliyor...');
  });
});
