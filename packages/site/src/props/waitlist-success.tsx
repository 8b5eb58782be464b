import type { FormSuccessProps } from '@zk/ui';
import type { PropsContext } from './context';
import { formSuccessProps } from './form-success';

/** The thank-you after the waitlist form was sent. */
export function waitlistSuccessProps(context: PropsContext): FormSuccessProps {
  const { t, site } = context;
  // The double opt-in: nothing is sent to them until they confirm from their inbox.
  const message = (
    <>
      <span>{t('form.waitlistSuccess')}</span> <span>{t('waitlist.success.checkInbox')}</span>
    </>
  );
  return formSuccessProps(context, { message, note: t('waitlist.success.note', { email: site.contactEmail }) });
}
