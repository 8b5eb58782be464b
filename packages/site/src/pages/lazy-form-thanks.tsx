import type { FormKind } from '@zk/data';
import { lazy, Suspense } from 'react';

/**
 * The thank-you screen's code, a chunk of its own: a visit that sends nothing does not download it.
 * A scripted send starts loading it (`useFormPage`) while the form is on its way; the address a posted
 * form is redirected to (`?sent=1`) renders it on the server, and hydration waits for it there.
 */
export const loadFormThanks = () => import('./form-thanks');

const FormThanks = lazy(() => loadFormThanks().then((m) => ({ default: m.FormThanks })));

export function LazyFormThanks({ form }: { form: FormKind }) {
  return (
    <Suspense fallback={null}>
      <FormThanks form={form} />
    </Suspense>
  );
}
