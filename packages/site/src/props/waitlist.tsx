import { waitlistServiceIds, type WaitlistServiceId } from '@zk/data';
import { waitlistFormFields, type WaitlistFormLabels, type WaitlistService } from '@zk/ui';
import { AtSign, Camera, Hash, MailCheck, PhoneCall, Send, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropsContext } from './context';
import { declaredFields } from './declared-fields';
import { serviceKeys } from './waitlist-service-keys';

/** The waitlist form's fields, the ui's list checked against the declaration. */
export const waitlistFields = declaredFields('waitlist', waitlistFormFields);

const serviceIcons: Record<WaitlistServiceId, ReactNode> = {
  'cold-email': <AtSign />,
  'personalized-email': <MailCheck />,
  'social-media': <Share2 />,
  'phone-callers': <PhoneCall />,
  instagram: <Camera />,
  twitter: <Hash />,
  telegram: <Send />,
};

/** The waitlist's service tiles, in the order of SPEC section 3. */
export function waitlistServicesProps({ t }: PropsContext): WaitlistService[] {
  return waitlistServiceIds.map((id) => ({
    id,
    title: t(`waitlist.services.${serviceKeys[id]}.title`),
    description: t(`waitlist.services.${serviceKeys[id]}.description`),
    icon: serviceIcons[id],
  }));
}

export function waitlistFormLabels({ t }: PropsContext): WaitlistFormLabels {
  return {
    services: t('waitlist.labels.services'),
    servicesHint: t('waitlist.labels.servicesHint'),
    selectService: t('waitlist.labels.selectService'),
    details: t('waitlist.labels.details'),
    fullName: t('common.fullName'),
    email: t('common.email'),
    namePlaceholder: t('placeholders.name'),
    emailPlaceholder: t('placeholders.email'),
    consent: t('waitlist.consent.label'),
    consentPrivacyLink: t('waitlist.consent.privacyLink'),
    consentNewTab: t('waitlist.consent.newTab'),
    submit: t('waitlist.labels.submit'),
    submitting: t('common.submitting'),
    honeypot: t('forms.honeypot'),
  };
}
