/** A union's members as one intersection: `A | B` becomes `A & B`. */
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Both) => void ? Both : never;

/** The parts as one: a section several parts fill (`legal`, `pages`) has the keys of each. */
export type Assembled<Parts extends readonly object[]> = Intersection<Parts[number]>;

/**
 * A language's dictionary from its namespace files (`locales/{language}/{namespace}.ts`), as i18next
 * holds them once all are loaded: each part's sections side by side, and a section that several
 * parts fill (`legal`, `pages`) with the keys of each. A later part's value wins otherwise.
 */
export function assembleDictionary<const Parts extends readonly object[]>(parts: Parts): Assembled<Parts> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [section, copy] of Object.entries(part)) {
      const before = merged[section];
      merged[section] = isSection(before) && isSection(copy) ? { ...before, ...copy } : copy;
    }
  }
  return merged as Assembled<Parts>;
}

const isSection = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
