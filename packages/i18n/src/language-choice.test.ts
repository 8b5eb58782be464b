import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageRedirectScript, notFoundRedirectScript } from './language-choice';

const cases: [string | null, string, string][] = [
  [null, 'de', 'de'],
  [null, 'de-DE', 'de'],
  [null, 'de-AT', 'de'],
  [null, 'DE-ch', 'de'],
  [null, 'de-LI', 'en'],
  [null, 'tr', 'tr'],
  [null, 'tr-TR', 'tr'],
  [null, 'fr-FR', 'en'],
  [null, '', 'en'],
  ['tr', 'de-DE', 'tr'],
  ['en', 'tr-TR', 'en'],
  ['xx', 'tr-TR', 'tr'],
];

/** Runs the inline script against a fake browser and returns where it redirected to. */
function runScript(stored: string | null, browser: string, url: string): string {
  const target = new URL(url);
  let replaced = '';
  runInNewContext(languageRedirectScript, {
    localStorage: { getItem: (key: string) => (key === 'preferredLanguage' ? stored : null) },
    navigator: { language: browser },
    location: {
      pathname: target.pathname,
      search: target.search,
      hash: target.hash,
      replace: (to: string) => (replaced = to),
    },
  });
  return replaced;
}

describe('chooseLanguage', () => {
  it.each(cases)('stored %s, browser %s gives %s', (stored, browser, expected) => {
    expect(chooseLanguage(stored, browser)).toBe(expected);
  });
});

describe('languageRedirectScript', () => {
  it.each(cases)('stored %s, browser %s redirects to %s', (stored, browser, expected) => {
    expect(runScript(stored, browser, 'http://x/')).toBe(`/${expected}`);
  });

  it('keeps the path, query and hash', () => {
    expect(runScript(null, 'de-AT', 'http://x/contact?ref=ad#form')).toBe('/de/contact?ref=ad#form');
    expect(runScript(null, 'en', 'http://x/?a=1#b')).toBe('/en?a=1#b');
  });

  it('survives storage that throws', () => {
    let replaced = '';
    runInNewContext(languageRedirectScript, {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      navigator: { language: 'tr-TR' },
      location: { pathname: '/', search: '', hash: '', replace: (to: string) => (replaced = to) },
    });
    expect(replaced).toBe('/tr');
  });
});

describe('notFoundRedirectScript', () => {
  it.each([
    ['de', '/de'],
    ['tr', '/tr'],
    ['en', '/en'],
    [null, '/en'],
    ['fr', '/en'],
  ])('with %s stored goes to %s', (stored, expected) => {
    let replaced = '';
    runInNewContext(notFoundRedirectScript, {
      localStorage: { getItem: () => stored },
      location: { replace: (to: string) => (replaced = to) },
    });
    expect(replaced).toBe(expected);
  });
});
