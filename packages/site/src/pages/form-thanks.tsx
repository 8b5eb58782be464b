import type { FormKind } from '@zk/data';
import { FormSuccess } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { contactSuccessProps, waitlistSuccessProps } from '../props/form-success';

const successProps = { contact: contactSuccessProps, waitlist: waitlistSuccessProps };

/** The thank-you screen a public form turns into once sent. */
export function FormThanks({ form }: { form: FormKind }) {
  return <FormSuccess {...successProps[form](usePropsContext())} />;
}
