import { formSentParam, type FormKind, type FormPageState } from '@zk/data';
import type { SubmitState } from '@zk/data/react';
import { useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { useServedForm } from '../app/served-form';
import { fieldMessages, loadValidation, submitErrorMessage } from './form-messages';

type Schema = 'contactInquirySchema' | 'waitlistEntrySchema';

export interface FormPageOptions<F extends string, Input> {
  form: FormKind;
  /** The fields the form shows messages at, in the order they take focus. */
  fields: readonly F[];
  submission: SubmitState<Input>;
  schema: Schema;
  /** The red box's message when sending failed for no reason of the visitor's. */
  failure: string;
  /** The waitlist's message at its tiles when no service is chosen. */
  noServices?: string;
  /** The waitlist's red-box message when none of the chosen services is known (SPEC section 5). */
  noValidServices?: string;
}

/**
 * One path for a public form page, the same for contact and waitlist: a form the server sent back
 * (posted before scripts ran) shows the input and messages it carried; once scripts run, input is
 * checked with the shared schemas in the browser and sent as JSON; the thank-you screen shows after
 * either kind of success (the server's 303 lands on `?sent=1`).
 */
export function useFormPage<F extends string, Input>({
  form,
  fields,
  submission,
  schema,
  failure,
  noServices,
  noValidServices,
}: FormPageOptions<F, Input>) {
  const { language, t } = useI18n();
  const { search } = useLocation();
  const served = useServedForm(form);
  const [showServed, setShowServed] = useState(served !== undefined);
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>>>();
  const { status, error, submit } = submission;

  const serverErrors = useMemo(() => (error ? fieldMessages(error.fieldErrors, fields, t, noServices) : undefined), [error, fields, t, noServices]);
  const servedErrors = useMemo(
    () => (served && showServed ? fieldMessages(served.fieldErrors, fields, t, noServices) : undefined),
    [served, showServed, fields, t, noServices],
  );
  const servedFailure: FormPageState['failure'] = showServed ? served?.failure : undefined;

  async function send(input: Input) {
    setShowServed(false);
    const validation = await loadValidation();
    const checked = validation.validate(validation[schema], input);
    const messages = checked.ok ? undefined : fieldMessages(checked.fieldErrors, fields, t, noServices);
    setClientErrors(messages);
    if (!messages) void submit(input);
  }

  const failed = (status === 'error' && !serverErrors) || servedFailure !== undefined;
  const errorMessage =
    servedFailure === 'rate_limited' ? t('forms.rateLimited') : submitErrorMessage(error, failure, t, noValidServices ?? failure);

  return {
    sent: status === 'success' || new URLSearchParams(search).has(formSentParam),
    /** What the server sent back, to fill the fields with. */
    served,
    send,
    /** Props for the ui form. */
    formProps: {
      method: 'post',
      action: `/${language}/${form}`,
      status: status === 'submitting' ? 'submitting' : failed ? 'error' : 'idle',
      fieldErrors: clientErrors ?? (status === 'error' ? serverErrors : servedErrors),
      errorMessage,
      onFocus: () => void loadValidation(),
    } as const,
  };
}
