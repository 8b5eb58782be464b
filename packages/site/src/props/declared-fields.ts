import type { FormFieldName, FormKind } from '@zk/data';

/** The fields one list has and the other lacks, named in the type error when a ui form and its declaration disagree. */
type FieldMismatch<K extends FormKind, F extends string> = { [N in Exclude<FormFieldName<K>, F> as `the ui form lacks ${N}`]: true } & {
  [N in Exclude<F, FormFieldName<K>> as `the declaration lacks ${N}`]: true;
};

/**
 * A ui form's field list, checked against its form's declaration (`publicForms` in `@zk/data`; ui may
 * import no workspace package, so it keeps its own list): a field either side lacks is a type error
 * here that names it. `form-fields.test.tsx` holds the order and the rendered controls to the same list.
 */
export function declaredFields<K extends FormKind, F extends string>(
  _form: K,
  fields: readonly F[] & ([Exclude<FormFieldName<K>, F> | Exclude<F, FormFieldName<K>>] extends [never] ? unknown : FieldMismatch<K, F>),
): readonly FormFieldName<K>[] {
  return fields as readonly string[] as readonly FormFieldName<K>[];
}
