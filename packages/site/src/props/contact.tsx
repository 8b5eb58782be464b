import { contactFormFields, type ContactFormLabels, type ContactInfoProps } from '@zk/ui';
import type { PropsContext } from './context';
import { declaredFields } from './declared-fields';

/** The contact form's fields, the ui's list checked against the declaration. */
export const contactFields = declaredFields('contact', contactFormFields);

export function contactFormLabels({ t }: PropsContext): ContactFormLabels {
  return {
    fullName: t('common.fullName'),
    email: t('common.email'),
    inquiry: t('common.inquiry'),
    namePlaceholder: t('placeholders.name'),
    emailPlaceholder: t('placeholders.email'),
    inquiryPlaceholder: t('placeholders.message'),
    submit: t('contact.submit'),
    submitting: t('common.submitting'),
    honeypot: t('forms.honeypot'),
    privacyNote: t('contact.privacyNote'),
    privacyLink: t('contact.privacyLink'),
    privacyNewTab: t('contact.privacyNewTab'),
  };
}

/** The contact details beside the contact form. */
export function contactInfoProps({ t, site }: PropsContext): ContactInfoProps {
  return {
    title: t('contact.details.title'),
    description: t('contact.details.description'),
    email: { label: t('contact.details.emailLabel'), address: site.contactEmail },
    responseTime: { label: t('contact.details.responseLabel'), value: t('contact.details.responseValue') },
  };
}
