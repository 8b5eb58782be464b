import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { AtSign, Camera, Hash, MailCheck, PhoneCall, Send, Share2 } from 'lucide-react';
import type { WaitlistService } from './service-tile';
import type { WaitlistFormLabels } from './waitlist-form';

/** Each waitlist service id with its dictionary key and icon, in the waitlist page's order. */
const serviceKeys = {
  'cold-email': { key: 'coldEmail', icon: <AtSign /> },
  'personalized-email': { key: 'personalizedEmail', icon: <MailCheck /> },
  'social-media': { key: 'socialMedia', icon: <Share2 /> },
  'phone-callers': { key: 'phoneCallers', icon: <PhoneCall /> },
  instagram: { key: 'instagram', icon: <Camera /> },
  twitter: { key: 'twitter', icon: <Hash /> },
  telegram: { key: 'telegram', icon: <Send /> },
} as const;

/** The waitlist page's service tiles, mapped as `packages/site/src/pages/waitlist-page.tsx` does. */
function services(locale: Locale): WaitlistService[] {
  const copy = storyCopy[locale].waitlist.services;
  return Object.entries(serviceKeys).map(([id, { key, icon }]) => ({ id, ...copy[key], icon }));
}

/** The waitlist form's labels, as the waitlist page maps them. */
function waitlistLabels(locale: Locale): WaitlistFormLabels {
  const { common, placeholders, forms, waitlist } = storyCopy[locale];
  return {
    ...waitlist.labels,
    consent: waitlist.consent.label,
    consentPrivacyLink: waitlist.consent.privacyLink,
    consentNewTab: waitlist.consent.newTab,
    fullName: common.fullName,
    email: common.email,
    namePlaceholder: placeholders.name,
    emailPlaceholder: placeholders.email,
    submitting: common.submitting,
    honeypot: forms.honeypot,
  };
}

/** The red box after a failed submission, per language (the site's `submitErrorMessage` for the waitlist). */
function errors(locale: Locale) {
  const { forms, waitlist } = storyCopy[locale];
  return { ...waitlist.errors, rateLimited: forms.rateLimited, network: forms.network };
}

/** The field messages when the form was sent without a name and with a malformed address. */
export const fieldErrorsEn = { fullName: storyCopy.en.form.required, email: storyCopy.en.form.invalidEmail };

export const servicesEn = services('en');
export const servicesDe = services('de');
export const servicesTr = services('tr');
export const waitlistLabelsEn = waitlistLabels('en');
export const waitlistLabelsDe = waitlistLabels('de');
export const waitlistLabelsTr = waitlistLabels('tr');
export const waitlistErrors = { en: errors('en'), de: errors('de'), tr: errors('tr') };
