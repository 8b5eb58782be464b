import { DataError, isErrorCode } from '@zk/data';
import type { TFunction } from '@zk/i18n';

/**
 * A server error as the operator reads it: the dictionary's text for its stable code, in the admin's
 * language, never the server's English `message`. A code this copy does not know (a newer server, an
 * adapter's own) gets the generic `admin.errors.unknown`.
 */
export function serverErrorText(error: Pick<DataError, 'code'>, t: TFunction): string {
  const code: string = error.code;
  return isErrorCode(code) ? t(`admin.errors.codes.${code}`) : t('admin.errors.unknown');
}

/**
 * What a failed admin action says: a refusal (a `DataError` with a code other than `network` or
 * `internal`) by its code, as {@link serverErrorText}; anything else, `failure` (such as "Failed to
 * create countdown").
 */
export function failureText(caught: unknown, t: TFunction, failure: string): string {
  const refused = caught instanceof DataError && caught.code !== 'internal' && caught.code !== 'network';
  return refused ? serverErrorText(caught, t) : failure;
}
