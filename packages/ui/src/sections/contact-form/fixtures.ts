import { storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import type { ContactFormField, ContactFormLabels } from './contact-form';
import type { ContactInfoProps } from './contact-info';

/** The contact form's labels, mapped as `packages/site/src/pages/contact-page.tsx` does. */
function contactLabels(locale: Locale): ContactFormLabels {
  const { common, placeholders, contact, forms } = storyCopy[locale];
  return {
    fullName: common.fullName,
    email: common.email,
    inquiry: common.inquiry,
    namePlaceholder: placeholders.name,
    emailPlaceholder: placeholders.email,
    inquiryPlaceholder: placeholders.message,
    submit: contact.submit,
    submitting: common.submitting,
    honeypot: forms.honeypot,
  };
}

/** Each field's message when the form was sent empty with a malformed address (the site's `fieldMessages`). */
function fieldErrors(locale: Locale): Record<ContactFormField, string> {
  const { form } = storyCopy[locale];
  return { fullName: form.required, email: form.invalidEmail, inquiry: form.required };
}

/** The red box after a failed submission: the form's fallback, a rate limit, no network (the site's `submitErrorMessage`). */
function contactErrors(locale: Locale) {
  const { form, forms } = storyCopy[locale];
  return { failure: form.failure, rateLimited: forms.rateLimited, network: forms.network };
}

/** The contact details beside the form, as the contact page maps them. */
function contactInfo(locale: Locale): ContactInfoProps {
  const { details } = storyCopy[locale].contact;
  return {
    title: details.title,
    description: details.description,
    email: { label: details.emailLabel, address: storySite.contactEmail },
    responseTime: { label: details.responseLabel, value: details.responseValue },
  };
}

export const contactLabelsEn = contactLabels('en');
export const contactLabelsDe = contactLabels('de');
export const contactLabelsTr = contactLabels('tr');
export const fieldErrorsEn = fieldErrors('en');
export const fieldErrorsDe = fieldErrors('de');
export const fieldErrorsTr = fieldErrors('tr');
export const contactErrorsEn = contactErrors('en');
export const contactErrorsDe = contactErrors('de');
export const contactErrorsTr = contactErrors('tr');
export const contactInfoEn = contactInfo('en');
export const contactInfoDe = contactInfo('de');
export const contactInfoTr = contactInfo('tr');
