import { inLocales } from '@story/copy';
import { fieldMessages, submitErrorMessage, waitlistFormLabels, waitlistServicesProps, type PropsContext } from '@zk/site/props';
import { waitlistFormFields } from './waitlist-form';

/** The red box after a failed submission, per language, as the waitlist page words each failure (the site's `submitErrorMessage`). */
const errors = ({ t }: PropsContext) => {
  const failure = t('waitlist.errors.failure');
  const noValidServices = t('waitlist.errors.noValidServices');
  const message = (code: 'no_valid_services' | 'rate_limited' | 'network') => submitErrorMessage({ code }, failure, t, noValidServices);
  return { failure, noValidServices: message('no_valid_services'), rateLimited: message('rate_limited'), network: message('network') };
};

/** The field messages when the form was sent without a name and with a malformed address (the site's `fieldMessages`). */
export const fieldErrorsIn = inLocales(({ t }) => fieldMessages({ fullName: 'required', email: 'invalid_email' }, waitlistFormFields, t));
export const fieldErrorsEn = fieldErrorsIn.en;

export const { en: servicesEn, de: servicesDe, tr: servicesTr } = inLocales(waitlistServicesProps);
export const { en: waitlistLabelsEn, de: waitlistLabelsDe, tr: waitlistLabelsTr } = inLocales(waitlistFormLabels);
export const waitlistErrors = inLocales(errors);
