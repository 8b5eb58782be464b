import type { FormSuccessProps } from '@zk/ui';
import type { PropsContext } from './context';
import { formSuccessProps } from './form-success';

/** The thank-you after the contact form was sent: a reply within 24 hours. */
export function contactSuccessProps(context: PropsContext): FormSuccessProps {
  const { t } = context;
  return formSuccessProps(context, { message: t('form.success'), note: t('contact.success.note') });
}
