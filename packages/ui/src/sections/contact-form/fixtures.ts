import { inLocales } from '@story/copy';
import { contactFormLabels, contactInfoProps, fieldMessages, submitErrorMessage, type PropsContext } from '@zk/site/props';
import { contactFormFields, type ContactFormField } from './contact-form';

/** Each field's message when the form was sent empty with a malformed address (the site's `fieldMessages`). */
const fieldErrors = ({ t }: PropsContext) =>
  fieldMessages({ fullName: 'required', email: 'invalid_email', inquiry: 'required' }, contactFormFields, t) as Record<
    ContactFormField,
    string
  >;

/** The red box after a failed submission: the form's fallback, a rate limit, no network (the site's `submitErrorMessage`). */
const contactErrors = ({ t }: PropsContext) => {
  const failure = t('form.failure');
  return {
    failure,
    rateLimited: submitErrorMessage({ code: 'rate_limited' }, failure, t),
    network: submitErrorMessage({ code: 'network' }, failure, t),
  };
};

export const { en: contactLabelsEn, de: contactLabelsDe, tr: contactLabelsTr } = inLocales(contactFormLabels);
export const { en: fieldErrorsEn, de: fieldErrorsDe, tr: fieldErrorsTr } = inLocales(fieldErrors);
export const { en: contactErrorsEn, de: contactErrorsDe, tr: contactErrorsTr } = inLocales(contactErrors);
export const { en: contactInfoEn, de: contactInfoDe, tr: contactInfoTr } = inLocales(contactInfoProps);
