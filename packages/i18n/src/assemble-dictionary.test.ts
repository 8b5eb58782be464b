import { describe, expect, it } from 'vitest';
import { assembleDictionary } from './assemble-dictionary';
import { loadResources } from './load-copy';
import de from './locales/de';
import en from './locales/en';
import tr from './locales/tr';

describe('assembleDictionary', () => {
  it('puts the parts side by side and fills a shared section with the keys of each', () => {
    const dictionary = assembleDictionary([
      { home: { title: 'Home' }, pages: { contact: { title: 'Contact' } } },
      { legal: { privacy: { title: 'Privacy' } }, pages: { privacy: { title: 'Privacy policy' } } },
      { legal: { terms: { title: 'Terms' } } },
    ]);
    expect(dictionary).toEqual({
      home: { title: 'Home' },
      legal: { privacy: { title: 'Privacy' }, terms: { title: 'Terms' } },
      pages: { contact: { title: 'Contact' }, privacy: { title: 'Privacy policy' } },
    });
  });

  it('lets a later part win for a value, and takes a list whole', () => {
    expect(
      assembleDictionary([
        { title: 'First', steps: ['a', 'b'] },
        { title: 'Second', steps: ['c'] },
      ]),
    ).toEqual({
      title: 'Second',
      steps: ['c'],
    });
  });

  it.each([
    ['en', en],
    ['de', de],
    ['tr', tr],
  ] as const)('gives %s the dictionary i18next loads namespace by namespace', async (language, dictionary) => {
    expect(dictionary).toEqual(await loadResources(language));
  });
});
