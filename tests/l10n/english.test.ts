import { describe, expect, it } from 'vitest';
import type { Language } from '../../packages/i18n/src/languages';
import { createLoadedI18n } from '../../packages/i18n/src/load-copy';
import { englishPhrases, findEnglish, visibleTextRuns } from './english';

/** Every leaf of a dictionary as `dotted.key` -> value. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  return [];
}

/** The copy as i18next resolves it: each language's resources once all its namespaces are loaded. */
const resources = async (language: Language) => (await createLoadedI18n(language)).getResourceBundle(language, 'translation') as unknown;
const [en, de, tr] = await Promise.all([resources('en'), resources('de'), resources('tr')]);
const phrases = englishPhrases(en);

describe('English left in the German and Turkish dictionaries', () => {
  it.each([
    ['de', de],
    ['tr', tr],
  ])('%s has no English sentence in any value', (_lang, dictionary) => {
    const found = leaves(dictionary).flatMap(([key, value]) =>
      findEnglish([value.replace(/{{[^}]*}}/g, ' ')], phrases).map((finding) => `${key}: ${finding.kind}: ${finding.text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the English detector', () => {
  it('finds dictionary phrases and English prose, not German or Turkish', () => {
    expect(phrases).toContain('Book a free consultation');
    expect(findEnglish(['Jetzt: Book a free consultation'], phrases)).toEqual([
      { kind: 'dictionary phrase', text: 'Book a free consultation' },
    ]);
    expect(findEnglish(['We will get back to you within a day.'], phrases).map((f) => f.kind)).toEqual(['function words']);
    expect(findEnglish(['Wir melden uns innerhalb eines Tages bei Ihnen, das ist sicher.'], phrases)).toEqual([]);
    expect(findEnglish(['Size bir gün içinde dönüş yapıyoruz; on dakikada kurulum.'], phrases)).toEqual([]);
    expect(findEnglish(['ZK Automations mit WhatsApp und HubSpot'], phrases)).toEqual([]);
  });

  it('reads the visible text of a document: title, description, body text and labels, not scripts', () => {
    const html = `<html><head><title>Über uns | ZK Automations</title><meta name="description" content="Wir &amp; Sie" /></head>
      <body><main><h1>Hallo <strong>Welt</strong></h1><p>Zweiter&nbsp;Absatz</p><button aria-label="Menü öffnen"></button>
      <script>window.x = "the and with"</script></main></body></html>`;
    expect(visibleTextRuns(html)).toEqual([
      'Über uns | ZK Automations',
      'Wir & Sie',
      'Menü öffnen',
      'Hallo Welt',
      'Zweiter\u00a0Absatz'.replace(/\s+/g, ' '),
    ]);
  });
});
