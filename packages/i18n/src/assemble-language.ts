import { assembleDictionary, type Assembled } from './assemble-dictionary';
import { namespaces, type Namespace } from './namespaces';

/** A namespace's name as an identifier: `legal-privacy` becomes `legalPrivacy`. */
export type PartName<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PartName<Tail>>}` : Name;

/** A language's namespace files, one export each under the namespace's name (`locales/{language}/parts.ts`). */
export type LanguageParts = { readonly [Name in Namespace as PartName<Name>]: object };

// Namespace names are ASCII code names, not copy: English casing is right for every language.
const partName = (namespace: Namespace) =>
  namespace.replace(/-(\w)/g, (_dash, letter: string) => letter.toLocaleUpperCase('en')) as PartName<Namespace>;

/**
 * A language's whole dictionary from its namespace files, taken in the order of `namespaces`, the
 * order `loadResources` loads them in, so both give the same dictionary. The list of namespaces is
 * the shared one: a language's `parts.ts` that lacks one does not fit `LanguageParts` and fails the typecheck.
 */
export function assembleLanguage<const Parts extends LanguageParts>(parts: Parts): Assembled<Parts[keyof LanguageParts][]> {
  return assembleDictionary(namespaces.map((namespace) => parts[partName(namespace)])) as Assembled<Parts[keyof LanguageParts][]>;
}
