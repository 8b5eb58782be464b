import { formSentParam, postedInput, readFormData, type FormFieldName, type FormKind, type FormPageState } from '@zk/data';
import type { SubmitState } from '@zk/data/react';
import { useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { useServedForm } from '../app/served-form';
import { fieldMessages, loadValidation, servedFailureMessage, submitErrorMessage } from './form-messages';
import type { LazyThanks } from './lazy-form-thanks';

export interface FormPageOptions<K extends FormKind, Input> {
  form: K;
  /** The fields the form shows messages at, in the order they take focus (the ui form's own list). */
  fields: readonly FormFieldName<K>[];
  submission: SubmitState<Input>;
  /** The red box's message when sending failed for no reason of the visitor's. */
  failure: string;
  /** A field's own message for any error at it, instead of the generic one (the waitlist's tiles). */
  fieldMessage?: Partial<Record<FormFieldName<K>, string>>;
  /** The waitlist's red-box message when none of the chosen services is known (SPEC section 5). */
  noValidServices?: string;
  /** The page's thank-you screen, loaded while a checked form is on its way. */
  thanks: LazyThanks;
}

/**
 * One path for a public form page, the same for contact and waitlist: a form the server sent back
 * (posted before scripts ran) shows the input and messages it carried; once scripts run, the form's
 * data is read through the form's declaration (`publicForms` in `@zk/data`, as the server reads a
 * post), checked with its schema in the browser and sent as JSON; the thank-you screen shows after
 * either kind of success (the server's 303 lands on `?sent=1`).
 */
export function useFormPage<K extends FormKind, Input>({
  form,
  fields,
  submission,
  failure,
  fieldMessage,
  noValidServices,
  thanks,
}: FormPageOptions<K, Input>) {
  const { language, t } = useI18n();
  const { search } = useLocation();
  const served = useServedForm(form);
  const [showServed, setShowServed] = useState(served !== undefined);
  const [clientErrors, setClientErrors] = useState<Partial<Record<FormFieldName<K>, string>>>();
  const { status, error, submit } = submission;

  const serverErrors = useMemo(
    () => (error ? fieldMessages(error.fieldErrors, fields, t, fieldMessage) : undefined),
    [error, fields, t, fieldMessage],
  );
  const servedErrors = useMemo(
    () => (served && showServed ? fieldMessages(served.fieldErrors, fields, t, fieldMessage) : undefined),
    [served, showServed, fields, t, fieldMessage],
  );
  const servedFailure: FormPageState['failure'] = showServed ? served?.failure : undefined;

  async function send(data: FormData) {
    setShowServed(false);
    const { publicForms, validate } = await loadValidation();
    const declaration = publicForms[form];
    const input = postedInput(declaration, readFormData(data), language);
    const checked = validate(declaration.schema, input);
    const messages = checked.ok ? undefined : fieldMessages(checked.fieldErrors, fields, t, fieldMessage);
    setClientErrors(messages);
    if (messages) return;
    void thanks.load();
    void submit(input as Input);
  }

  const failed = (status === 'error' && !serverErrors) || servedFailure !== undefined;
  const errorMessage =
    servedFailure !== undefined
      ? servedFailureMessage(servedFailure, failure, t)
      : submitErrorMessage(error, failure, t, noValidServices ?? failure);

  return {
    sent: status === 'success' || new URLSearchParams(search).has(formSentParam),
    /** What the server sent back, to fill the fields with. */
    served,
    /** The ui form's `onSubmit`. */
    send,
    /** Props for the ui form. */
    formProps: {
      method: 'post',
      action: `/${language}/${form}`,
      status: status === 'submitting' ? 'submitting' : failed ? 'error' : 'idle',
      fieldErrors: clientErrors ?? (status === 'error' ? serverErrors : servedErrors),
      errorMessage,
      onFocus: () => void loadValidation(),
      onSubmit: (data: FormData) => void send(data),
    } as const,
  };
}
