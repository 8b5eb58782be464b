import { FormSuccess } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { contactSuccessProps } from '../props/contact-success';

/** The thank-you screen the contact form turns into once sent. */
export function Thanks() {
  return <FormSuccess {...contactSuccessProps(usePropsContext())} />;
}
