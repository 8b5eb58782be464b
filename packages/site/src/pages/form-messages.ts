import type { TFunction } from '@zk/i18n';
import type { DataError, FieldErrorCode, FieldErrors, FormFailure } from '@zk/data';

/**
 * Dictionary message for each field's validation code, for the fields the form shows. A form may give
 * a field its own message for any error at it (the waitlist's "choose a service" at its tiles).
 */
export function fieldMessages<F extends string>(
  fieldErrors: FieldErrors,
  fields: readonly F[],
  t: TFunction,
  own: Partial<Record<F, string>> = {},
): Partial<Record<F, string>> | undefined {
  const messages: Partial<Record<F, string>> = {};
  // Looked up only for codes that occur: each form's page loads only its own copy.
  const message: Record<FieldErrorCode, () => string> = {
    required: () => t('form.required'),
    invalid_email: () => t('form.invalidEmail'),
    too_long: () => t('forms.tooLong'),
    invalid: () => t('forms.invalid'),
    no_services: () => t('forms.invalid'),
  };
  for (const field of fields) {
    const code = fieldErrors[field];
    if (code) messages[field] = own[field] ?? message[code]();
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}

/** The red box's message for a form the server sent back without taking it (scripts off or not yet running). */
export function servedFailureMessage(failure: FormFailure, fallback: string, t: TFunction): string {
  if (failure === 'rate_limited') return t('forms.rateLimited');
  if (failure === 'storage_unavailable') return t('forms.storageUnavailable');
  return fallback;
}

/**
 * The message for the red box after a failed submission: rate limit, full storage and network
 * failures get their own, "no valid services" the waitlist's, anything else the form's fallback
 * (server messages are not translated).
 */
export function submitErrorMessage(error: Pick<DataError, 'code'> | null, fallback: string, t: TFunction, noServices = fallback): string {
  switch (error?.code) {
    case 'rate_limited':
    case 'storage_unavailable':
      return servedFailureMessage(error.code, fallback, t);
    case 'network':
      return t('forms.network');
    case 'no_valid_services':
      return noServices;
    default:
      return fallback;
  }
}

/**
 * The schemas and `validate`, loaded when a visitor first focuses a form (or at the latest on
 * submit), so zod is not part of a form page's first load.
 */
export const loadValidation = () => import('@zk/data/validation');
