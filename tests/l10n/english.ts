import { brandTerms } from './brand-terms';

/**
 * Heuristics that find English left on a German or Turkish page: (1) an English string of three or
 * more words from the `en` dictionary appearing verbatim, (2) a run of text thick with English
 * function words. Brand and product names (brand-terms.ts) are removed first.
 */

/**
 * English words that are not also everyday German or Turkish words (so not "in", "an", "was",
 * "will", "so", "also", "die", "on", "de"), frequent enough that real English prose contains them.
 */
export const englishFunctionWords = new Set([
  'the',
  'and',
  'with',
  'your',
  'you',
  'our',
  'for',
  'of',
  'to',
  'is',
  'are',
  'this',
  'that',
  'from',
  'we',
  'can',
  'be',
  'or',
  'not',
  'how',
  'what',
  'when',
  'which',
  'who',
  'why',
  'their',
  'they',
  'has',
  'have',
  'were',
  'been',
  'into',
  'than',
  'then',
  'there',
  'these',
  'those',
  'would',
  'should',
  'could',
  'about',
  'more',
  'just',
  'only',
  'any',
  'each',
  'other',
  'its',
  'get',
  'out',
  'up',
  'now',
  'by',
  'at',
  'if',
  'all',
  'us',
  'it',
  'do',
  'does',
]);

const words = (text: string) => text.match(/[\p{L}\p{N}’'-]+/gu) ?? [];

/** Text with every brand term taken out and whitespace normalised. */
export function withoutBrands(text: string): string {
  let result = text;
  for (const term of brandTerms) result = result.split(term).join(' ');
  return result.replace(/\s+/g, ' ').trim();
}

/** Every leaf string of a dictionary. */
export function leafStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(leafStrings);
  return [];
}

/**
 * The English phrases worth looking for: each dictionary string split at its `{{placeholders}}`,
 * brand names removed, kept when three or more words remain.
 */
export function englishPhrases(dictionary: unknown): string[] {
  const phrases = new Set<string>();
  for (const value of leafStrings(dictionary)) {
    for (const part of value.split(/{{[^}]*}}/)) {
      const phrase = withoutBrands(part).replace(/^[\s.,:;!?–—-]+|[\s.,:;!?–—-]+$/g, '');
      if (words(phrase).length >= 3) phrases.add(phrase);
    }
  }
  return [...phrases];
}

export interface EnglishFinding {
  kind: 'dictionary phrase' | 'function words';
  text: string;
}

/**
 * English found in `runs` (separate pieces of visible text, such as one element's text each):
 * verbatim dictionary phrases anywhere, and runs where at least two distinct English function
 * words make up at least a fifth of the words.
 */
export function findEnglish(runs: readonly string[], phrases: readonly string[]): EnglishFinding[] {
  const findings: EnglishFinding[] = [];
  const cleanRuns = runs.map(withoutBrands).filter(Boolean);
  const whole = ` ${cleanRuns.join(' ').toLowerCase()} `;
  for (const phrase of phrases) {
    if (whole.includes(phrase.toLowerCase())) findings.push({ kind: 'dictionary phrase', text: phrase });
  }
  for (const run of cleanRuns) {
    const tokens = words(run).map((word) => word.toLowerCase());
    const hits = tokens.filter((token) => englishFunctionWords.has(token));
    if (new Set(hits).size >= 2 && hits.length / tokens.length >= 0.2) findings.push({ kind: 'function words', text: run.slice(0, 160) });
  }
  return findings;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1]!.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? match;
  });
}

/**
 * The text a visitor or a screen reader gets from an HTML document, as separate runs: the title,
 * the meta description, the text between tags in the body, and the labels, placeholders,
 * alternative texts and titles in attributes. Scripts and styles are left out.
 */
export function visibleTextRuns(html: string): string[] {
  const runs: string[] = [];
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (title) runs.push(decode(title));
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1];
  if (description) runs.push(decode(description));
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  for (const [, , value] of body.matchAll(/\s(aria-label|alt|title|placeholder|aria-description)="([^"]*)"/gi)) runs.push(decode(value!));
  // Inline elements stay within their sentence; block boundaries end a run.
  const inline = /^(a|abbr|b|bdi|bdo|br|cite|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|wbr)$/i;
  const text = body.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) => (inline.test(name) ? ' ' : '\n'));
  for (const run of decode(text).split('\n')) {
    const clean = run.replace(/\s+/g, ' ').trim();
    if (clean) runs.push(clean);
  }
  return runs;
}
