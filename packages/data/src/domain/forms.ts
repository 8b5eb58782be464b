import type { z } from 'zod';
import { honeypotField } from './honeypot.ts';
import type { Language } from './languages.ts';

/** The public forms that also work as plain HTML posts. */
export type FormKind = 'contact' | 'waitlist';

/**
 * How a field travels in a post: one text value, a name repeated once per ticked box (`list`), or a
 * single checkbox that is sent when ticked and absent otherwise (`flag`).
 */
export type FieldKind = 'text' | 'list' | 'flag';

type FieldValue<K extends FieldKind> = K extends 'list' ? string[] : K extends 'flag' ? boolean : string;

/** What a visitor filled in, by field: the values a form the server sends back is filled with. */
export type FormValues<F extends Record<string, FieldKind>> = { -readonly [N in keyof F]: FieldValue<F[N]> };

/**
 * One public form, declared once: the fields the visitor fills in (in the order the form shows
 * them) and the schema that checks them. The JSON route, the plain HTML post, the browser's form and
 * the stored record all read a form through its declaration, so a field is added in one place.
 */
export interface FormDeclaration<K extends FormKind, F extends Record<string, FieldKind>, S extends z.ZodType, R> {
  kind: K;
  fields: F;
  schema: S;
  /** Filled from the page the form is on, never from what was posted (the waitlist's language). */
  pageLanguageField?: string;
  /**
   * The record to store from the checked input (camelCase keys become the table's snake_case
   * columns). Throws a `DataError`-like error with a `code` when the input passes the schema but
   * cannot be stored (the waitlist's unknown services).
   */
  toRecord(value: z.output<S>, warn: (message: string) => void): R;
}

/** Any public form's declaration, for code that handles each alike. */
export type AnyFormDeclaration = Pick<
  FormDeclaration<FormKind, Record<string, FieldKind>, z.ZodType, unknown>,
  'kind' | 'fields' | 'schema' | 'pageLanguageField'
>;

/** Every value posted under a name, in order (`FormData.getAll`, or a parsed form body). */
export type ReadPosted = (name: string) => readonly string[];

/** The input of a form's schema from a post: its fields, the honeypot, and the page's language. */
export function postedInput(
  form: Pick<AnyFormDeclaration, 'fields' | 'pageLanguageField'>,
  read: ReadPosted,
  language: Language,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...postedValues(form, read), [honeypotField]: read(honeypotField)[0] ?? '' };
  if (form.pageLanguageField) input[form.pageLanguageField] = language;
  return input;
}

/** What the visitor typed, by field, to put back into a form sent back (never the honeypot). */
export function postedValues<F extends Record<string, FieldKind>>(form: { fields: F }, read: ReadPosted): FormValues<F> {
  const values: Record<string, string | string[] | boolean> = {};
  for (const [name, kind] of Object.entries(form.fields)) {
    const posted = read(name);
    values[name] = kind === 'list' ? [...posted] : kind === 'flag' ? posted.length > 0 : (posted[0] ?? '');
  }
  return values as FormValues<F>;
}

/** Reads a browser's `FormData` as {@link ReadPosted}: text values only (no files). */
export function readFormData(data: FormData): ReadPosted {
  return (name) => data.getAll(name).filter((value): value is string => typeof value === 'string');
}
