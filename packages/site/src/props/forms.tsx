import type { FormFieldName, FormKind } from '@zk/data';
import { Button, type FormSuccessProps } from '@zk/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropsContext } from './context';

/** "Back to home" in the page's language: the way on after a form was sent. */
export function backHomeAction({ t, language, Link }: PropsContext): ReactNode {
  return (
    <Button asChild variant="secondary">
      <Link href={`/${language}`}>
        <ArrowLeft aria-hidden />
        {t('common.backToHome')}
      </Link>
    </Button>
  );
}

/** The thank-you after a form was sent: its message and note (each form's own), and the way back home. */
export function formSuccessProps(context: PropsContext, { message, note }: Pick<FormSuccessProps, 'message' | 'note'>): FormSuccessProps {
  return { title: context.t('common.thankYou'), message, note, action: backHomeAction(context) };
}

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
