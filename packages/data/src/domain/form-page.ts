import { inlineJsonElement } from './inline-json.ts';
import type { FieldErrors } from './field-errors.ts';

/** The public forms that also work as plain HTML posts. */
export type FormKind = 'contact' | 'waitlist';

/** Every form the server answers with its page again when posted as plain HTML: the public ones and the operator's sign-in. */
export type ServedFormKind = FormKind | 'signIn';

const servedFormKinds: readonly ServedFormKind[] = ['contact', 'waitlist', 'signIn'];

/**
 * Why a posted form came back without its own field errors: over the rate limit, a failure, and for
 * the sign-in the JSON route's refusals (`invalid_credentials`, `validation_failed`) or, with a hosted
 * sign-in (Supabase, in the browser), that it needs the page's scripts.
 */
export type FormFailure = 'rate_limited' | 'failure' | 'invalid_credentials' | 'validation_failed' | 'scripts_required';

const failures: readonly FormFailure[] = ['rate_limited', 'failure', 'invalid_credentials', 'validation_failed', 'scripts_required'];

/**
 * A form the server answers with the page again (scripts off or not yet running): what the visitor
 * typed and what was wrong with it. The server renders it and puts it into the page as JSON, so the
 * browser hydrates the same form.
 */
export interface FormPageState {
  form: ServedFormKind;
  values: { fullName: string; email: string; inquiry?: string; services?: string[] };
  fieldErrors: FieldErrors;
  failure?: FormFailure;
}

/** Id of the `<script type="application/json">` element that carries a {@link FormPageState}. */
export const formStateElementId = 'zk-form-state';

/**
 * The query parameter of the thank-you address a posted form is redirected to (303): it names
 * nothing about the visitor, only that a form was sent.
 */
export const formSentParam = 'sent';

/** Reads a {@link FormPageState} from untrusted JSON: anything malformed gives `undefined`. */
export function parseFormPageState(json: string | null | undefined): FormPageState | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<FormPageState> | null;
    if (!value || !servedFormKinds.includes(value.form as ServedFormKind)) return undefined;
    const values = value.values ?? { fullName: '', email: '' };
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      form: value.form as ServedFormKind,
      values: {
        fullName: text(values.fullName),
        email: text(values.email),
        inquiry: text(values.inquiry),
        services: Array.isArray(values.services) ? values.services.filter((s): s is string => typeof s === 'string') : [],
      },
      fieldErrors: value.fieldErrors && typeof value.fieldErrors === 'object' ? value.fieldErrors : {},
      failure: failures.includes(value.failure as FormFailure) ? value.failure : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The state as an inline JSON element, escaped so no value can close the element. */
export function formStateElement(state: FormPageState): string {
  return inlineJsonElement(formStateElementId, state);
}
