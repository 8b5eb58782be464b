import type { TFunction } from '@zk/i18n';
import type { DataError, FieldErrorCode, FieldErrors } from '@zk/data';

/** Dictionary message for each field's validation code, for the fields the form shows. */
export function fieldMessages<F extends string>(
  fieldErrors: FieldErrors,
  fields: readonly F[],
  t: TFunction,
): Partial<Record<F, string>> | undefined {
  const messages: Partial<Record<F, string>> = {};
  const message: Record<FieldErrorCode, string> = {
    required: t('form.required'),
    invalid_email: t('form.invalidEmail'),
    too_long: t('forms.tooLong'),
    invalid: t('forms.invalid'),
    no_services: t('waitlist.errors.noValidServices'),
  };
  for (const field of fields) {
    const code = fieldErrors[field];
    if (code) messages[field] = message[code];
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}

/**
 * The message for the red box after a failed submission: rate limit and network failures get
 * their own, anything else the form's fallback (server messages are not translated).
 */
export function submitErrorMessage(error: DataError | null, fallback: string, t: TFunction): string {
  switch (error?.code) {
    case 'rate_limited':
      return t('forms.rateLimited');
    case 'network':
      return t('forms.network');
    case 'no_valid_services':
      return t('waitlist.errors.noValidServices');
    default:
      return fallback;
  }
}

/**
 * The schemas and `validate`, loaded when a visitor first focuses a form (or at the latest on
 * submit), so zod is not part of a form page's first load.
 */
export const loadValidation = () => import('@zk/data/validation');
