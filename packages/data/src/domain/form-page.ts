import { inlineJsonElement } from './inline-json.ts';
import type { FieldErrors } from './field-errors.ts';
import type { FormKind, FormValues } from './forms.ts';
import type { publicForms } from './submissions.ts';

/**
 * Every form the server answers with its page again when posted as plain HTML: the public ones, the
 * operator's sign-in and its second step (`signInCode`, the code after the password).
 */
export type ServedFormKind = FormKind | 'signIn' | 'signInCode';

const servedFormKinds: readonly ServedFormKind[] = ['contact', 'waitlist', 'signIn', 'signInCode'];

/**
 * Why a posted form came back without its own field errors: over the rate limit, the database unable
 * to store it (a full disk), a failure, and for the sign-in the JSON route's refusals
 * (`invalid_credentials`, `validation_failed`) or, with a hosted sign-in (Supabase, in the browser),
 * that it needs the page's scripts.
 */
export type FormFailure =
  'rate_limited' | 'storage_unavailable' | 'failure' | 'invalid_credentials' | 'validation_failed' | 'scripts_required';

const failures: readonly FormFailure[] = [
  'rate_limited',
  'storage_unavailable',
  'failure',
  'invalid_credentials',
  'validation_failed',
  'scripts_required',
];

/**
 * A form the server answers with the page again (scripts off or not yet running): what the visitor
 * typed (by the form's declared fields) and what was wrong with it. The server renders it and puts it
 * into the page as JSON, so the browser hydrates the same form.
 */
export type FormPageStateOf<K extends ServedFormKind> = {
  form: K;
  values: ServedValues[K];
  fieldErrors: FieldErrors;
  failure?: FormFailure;
};
export type FormPageState = { [K in ServedFormKind]: FormPageStateOf<K> }[ServedFormKind];

/** What a served form keeps of what was typed: a public form's declared fields, the sign-in's e-mail (never the password). */
type ServedValues = { [K in FormKind]: Partial<FormValues<(typeof publicForms)[K]['fields']>> } & {
  signIn: { email?: string };
  /** `passkey: true`: the account has a passkey, which the code step offers (with scripts). */
  signInCode: { passkey?: boolean };
};

/** Id of the `<script type="application/json">` element that carries a {@link FormPageState}. */
export const formStateElementId = 'zk-form-state';

/**
 * The query parameter of the thank-you address a posted form is redirected to (303): it names
 * nothing about the visitor, only that a form was sent.
 */
export const formSentParam = 'sent';

/** Keeps the values a posted field can have: text, a list of texts, a ticked box. */
function postedValue(value: unknown): string | string[] | boolean | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

/** Reads a {@link FormPageState} from untrusted JSON: anything malformed gives `undefined`. */
export function parseFormPageState(json: string | null | undefined): FormPageState | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as { form?: unknown; values?: unknown; fieldErrors?: unknown; failure?: unknown } | null;
    if (!value || !servedFormKinds.includes(value.form as ServedFormKind)) return undefined;
    const values: Record<string, string | string[] | boolean> = {};
    if (value.values && typeof value.values === 'object') {
      for (const [name, posted] of Object.entries(value.values)) {
        const kept = postedValue(posted);
        if (kept !== undefined) values[name] = kept;
      }
    }
    return {
      form: value.form,
      values,
      fieldErrors: value.fieldErrors && typeof value.fieldErrors === 'object' ? (value.fieldErrors as FieldErrors) : {},
      failure: failures.includes(value.failure as FormFailure) ? (value.failure as FormFailure) : undefined,
    } as FormPageState;
  } catch {
    return undefined;
  }
}

/** The state as an inline JSON element, escaped so no value can close the element. */
export function formStateElement(state: FormPageState): string {
  return inlineJsonElement(formStateElementId, state);
}
