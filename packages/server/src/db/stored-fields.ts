import { publicForms, type FormKind, type StoredField, type StoredFields } from '@zk/data';

/** A record key or stored field as its column: `fullName` is `full_name`. */
export const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Every form's stored fields (its declaration's `stored`), each once, in declaration order (the
 * contact form's, then the waitlist's own): the columns the inbox's merged rows and the CSV share.
 */
export const mergedStoredFields: readonly string[] = [...new Set(Object.values(publicForms).flatMap((form) => Object.keys(form.stored)))];

const storedOf = (kind: FormKind): Record<string, StoredField> => publicForms[kind].stored;

/** A form's stored columns of table alias `t`, in {@link mergedStoredFields} order: NULL for another form's field. */
export function mergedColumns(kind: FormKind): string {
  return mergedStoredFields.map((name) => (name in storedOf(kind) ? `t.${columnOf(name)}` : `NULL AS ${columnOf(name)}`)).join(', ');
}

/** A form's own stored columns, in its declaration's order. */
export function storedColumns(kind: FormKind): string {
  return Object.keys(storedOf(kind)).map(columnOf).join(', ');
}

/** A lead's stored fields read from its row (snake_case columns): lists parsed from JSON, NULL left out. */
export function storedValues<K extends FormKind>(kind: K, row: Record<string, unknown>): StoredFields<K> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(storedOf(kind))) {
    const cell = row[columnOf(name)];
    if (cell === null || cell === undefined) continue;
    values[name] = field.list ? JSON.parse(String(cell)) : cell;
  }
  return values as StoredFields<K>;
}
