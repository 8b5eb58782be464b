import { useEffect, type RefObject } from 'react';

/**
 * Whenever a new `errors` object arrives, focus goes to the control of the first field in `fields`
 * (form order) that has a message, found by its `name` inside `formRef`.
 */
export function useFocusFirstInvalid<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  errors: Partial<Record<F, string>> | undefined,
): void {
  useEffect(() => {
    const first = fields.find((field) => errors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [formRef, fields, errors]);
}
