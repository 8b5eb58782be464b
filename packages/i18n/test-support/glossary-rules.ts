/**
 * How `glossary.test.ts` reads GLOSSARY.md and checks the dictionaries against it (rules described in
 * the glossary itself). Test support only: nothing in the site imports it.
 */

export interface GlossaryRow {
  concept: string;
  /** Key prefixes the row applies to (all keys when empty); `!prefix` excludes. */
  keys: string[];
  /** Where an English string contains one of these, the concept appears. */
  english: string[];
  chosen: Record<'de' | 'tr', string[]>;
  rejected: Record<'de' | 'tr', string[]>;
}

/** Product names that contain English words ("Automations"): taken out before the English is read. */
const brands = ['ZK Automations', 'ZK Agent'];

/** The FAQ's questions are written per language (German and Turkish have a category of their own): no key lines up with English. */
const notTranslatedByKey = ['faq.questions'];

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const backticked = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());

/** The rows of the glossary's table, each cell's backticked terms (text outside backticks is commentary). */
export function glossaryRows(markdown: string): GlossaryRow[] {
  const lines = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const header = cells(lines[0] ?? '');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`GLOSSARY.md: no column "${name}"`);
    return index;
  };
  const at = {
    concept: column('concept'),
    keys: column('keys'),
    english: column('English'),
    deChosen: column('German (chosen)'),
    deRejected: column('German (rejected)'),
    trChosen: column('Turkish (chosen)'),
    trRejected: column('Turkish (rejected)'),
  };
  return lines.slice(2).map((line) => {
    const row = cells(line);
    return {
      concept: row[at.concept] ?? '',
      keys: backticked(row[at.keys]),
      english: backticked(row[at.english]),
      chosen: { de: backticked(row[at.deChosen]), tr: backticked(row[at.trChosen]) },
      rejected: { de: backticked(row[at.deRejected]), tr: backticked(row[at.trRejected]) },
    };
  });
}

/** The keys listed (backticked) under the glossary's heading "Marketing calls to action". */
export function callsToAction(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Marketing calls to action')) ?? '';
  return backticked(section);
}

/** Every leaf of a dictionary as `dotted.key` -> string (array items by index). */
export function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);

/** Whether `key` is one a row with these key prefixes applies to. */
export function inScope(key: string, keys: readonly string[]): boolean {
  const included = keys.filter((k) => !k.startsWith('!'));
  const excluded = keys.filter((k) => k.startsWith('!')).map((k) => k.slice(1));
  return (included.length === 0 || included.some((p) => under(key, p))) && !excluded.some((p) => under(key, p));
}

/**
 * A term as a case-insensitive pattern over lower-cased text: whole words, spaces matching any run of
 * spaces; a trailing `*` lets the last word go on ("aday*": "adayları"), a leading `*` lets the first
 * word start earlier, inside a compound ("*automatisierung": "Prozessautomatisierung").
 */
export function termPattern(term: string, locale: string): RegExp {
  const open = term.startsWith('*');
  const close = term.endsWith('*') && term.length > 1;
  const body = term
    .slice(open ? 1 : 0, close ? -1 : undefined)
    .toLocaleLowerCase(locale)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`${open ? '' : '(?<![\\p{L}\\p{N}])'}${body}${close ? '' : '(?![\\p{L}\\p{N}])'}`, 'u');
}

const uses = (text: string, terms: readonly string[], locale: string) =>
  terms.some((term) => termPattern(term, locale).test(text.toLocaleLowerCase(locale)));

/** Every in-scope string that uses one of the row's rejected terms for `locale`. */
export function findRejected(strings: Map<string, string>, row: GlossaryRow, locale: 'de' | 'tr'): string[] {
  const found: string[] = [];
  for (const [key, value] of strings) {
    if (!inScope(key, row.keys)) continue;
    for (const term of row.rejected[locale]) if (uses(value, [term], locale)) found.push(`${key}: "${term}" in "${value}"`);
  }
  return found;
}

/**
 * Where the English string of a key names the concept, the translation of that key must use one of the
 * chosen terms; and each chosen term must be used somewhere in the row's keys.
 */
export function chosenMissing(source: Map<string, string>, strings: Map<string, string>, row: GlossaryRow, locale: 'de' | 'tr'): string[] {
  const chosen = row.chosen[locale];
  if (chosen.length === 0) return [];
  const missing: string[] = [];
  const inRow = [...strings].filter(([key]) => inScope(key, row.keys));
  for (const [key, value] of inRow) {
    if (notTranslatedByKey.some((prefix) => under(key, prefix))) continue;
    const english = source.get(key);
    if (english === undefined) continue;
    const plain = brands.reduce((text, brand) => text.split(brand).join(' '), english);
    if (uses(plain, row.english, 'en') && !uses(value, chosen, locale)) {
      missing.push(`${key}: none of ${chosen.join(', ')} in "${value}" (English: "${english}")`);
    }
  }
  for (const term of chosen)
    if (!inRow.some(([, value]) => uses(value, [term], locale))) missing.push(`${row.concept}: "${term}" is never used`);
  return missing;
}

/** Whether a Turkish call to action is not a siz imperative (-ın, -in, -un, -ün at its end). */
export function notSizImperative(text: string): boolean {
  return !/[\p{L}]{2,}[ıiuü]n$/u.test(text.trim());
}
