import { FormSuccess } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { waitlistSuccessProps } from '../props/waitlist-success';

/** The thank-you screen the waitlist form turns into once sent. */
export function Thanks() {
  return <FormSuccess {...waitlistSuccessProps(usePropsContext())} />;
}
