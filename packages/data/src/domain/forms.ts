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
 * A field every lead of a form keeps, as the operator's side reads it back. Its column is the field's
 * name in snake_case (`fullName` is `full_name`); a `list` is stored as JSON. `airtable` names the
 * field in the form's Airtable table (SPEC section 7).
 */
export interface StoredField {
  airtable: string;
  list?: true;
}

/**
 * One public form, declared once. Its `fields` (what the visitor fills in, in the order the form shows
 * them) and `schema` drive the input path: the JSON route, the plain HTML post, the browser's check, and
 * the ui form, whose own field list `declaredFields` (packages/site/src/props/declared-fields.ts) and a site test
 * hold equal to `fields`. `toRecord` makes the row that is stored (the INSERT's columns) and the
 * webhook's `lead.created` data. Its `stored` fields drive the way back: the operator's inbox rows, the
 * CSV's columns, the Airtable record and the notification mail all list a lead's fields from it, in its
 * order. So a field is added here, in its migration, in the ui form, and in the copy (and, if the
 * console's inbox should show it, in the inbox's screens).
 */
export interface FormDeclaration<K extends FormKind, F extends Record<string, FieldKind>, S extends z.ZodType, R> {
  kind: K;
  fields: F;
  schema: S;
  /** Filled from the page the form is on, never from what was posted (the waitlist's language). */
  pageLanguageField?: string;
  /** The record's fields the operator's side reads back (each a key of `toRecord`'s record), in the order it lists them. */
  stored: Record<string, StoredField>;
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
