import { z } from 'zod';
import type { FormDeclaration, FormKind } from './forms.ts';
import { defaultLanguage, languages } from './languages.ts';
import { honeypotField } from './honeypot.ts';
import { serviceNamesFor } from './services.ts';
import { hasEncodedWord, hasUnsafeCharacters, isInvisibleText } from './text-rules.ts';

export { honeypotField };

export const fieldLimits = { fullName: 200, email: 254, inquiry: 5000, services: 20 } as const;

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'too_long');
/** A one-line name: something visible, no control or bidi-override characters, no encoded word (it goes into mail headers). */
const name = (max: number) =>
  requiredText(max)
    .refine((value) => !isInvisibleText(value), 'required')
    .refine((value) => !hasUnsafeCharacters(value) && !hasEncodedWord(value), 'invalid');
const email = z.string('required').trim().min(1, 'required').max(fieldLimits.email, 'too_long').pipe(z.email('invalid_email'));
const honeypot = z.string().max(1000).optional();

export const contactInquirySchema = z.object({
  fullName: name(fieldLimits.fullName),
  email,
  inquiry: requiredText(fieldLimits.inquiry),
  [honeypotField]: honeypot,
});

/** Input of the contact form. */
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;
export type ContactInquiry = Omit<z.output<typeof contactInquirySchema>, typeof honeypotField>;

/**
 * The version of the waitlist's consent wording (`waitlist.consent` in the dictionaries), stored with
 * each entry. Change it whenever that wording changes (`consent-wording.test.ts` in i18n says so).
 */
export const waitlistConsentVersion = '2026-11-28';

export const waitlistEntrySchema = z.object({
  fullName: name(fieldLimits.fullName),
  email,
  /** Consent to be told by e-mail when the chosen services launch (§ 7 UWG; in Türkiye the 6563 onay to commercial electronic messages from a named sender): ticked, never assumed. */
  consent: z.literal(true, 'required'),
  services: z.array(z.string().max(64, 'invalid'), 'no_services').min(1, 'no_services').max(fieldLimits.services, 'invalid'),
  language: z.enum(languages, 'invalid').default(defaultLanguage),
  [honeypotField]: honeypot,
});

/** Input of the waitlist form: service ids as selected on the page. */
export type WaitlistEntryInput = z.input<typeof waitlistEntrySchema>;
export type WaitlistEntry = Omit<z.output<typeof waitlistEntrySchema>, typeof honeypotField>;

/**
 * The public forms, each declared once (see `FormDeclaration`): the contact inquiry (stored with
 * status New) and the waitlist entry (service ids stored as their display names, SPEC section 5).
 */
export const contactForm = {
  kind: 'contact',
  fields: { fullName: 'text', email: 'text', inquiry: 'text' },
  schema: contactInquirySchema,
  stored: { fullName: { airtable: 'Name' }, email: { airtable: 'Email' }, inquiry: { airtable: 'Message' } },
  toRecord: ({ fullName, email, inquiry }) => ({ fullName, email, inquiry }),
} as const satisfies FormDeclaration<'contact', Record<string, 'text'>, typeof contactInquirySchema, unknown>;

export const waitlistForm = {
  kind: 'waitlist',
  fields: { services: 'list', fullName: 'text', email: 'text', consent: 'flag' },
  schema: waitlistEntrySchema,
  pageLanguageField: 'language',
  stored: {
    fullName: { airtable: 'Name' },
    email: { airtable: 'Email' },
    services: { airtable: 'Services', list: true },
    language: { airtable: 'Language' },
  },
  toRecord: ({ fullName, email, services, language }, warn) => ({
    fullName,
    email,
    services: serviceNamesFor(services, warn),
    language,
    consentVersion: waitlistConsentVersion,
  }),
} as const satisfies FormDeclaration<'waitlist', Record<string, 'text' | 'list' | 'flag'>, typeof waitlistEntrySchema, unknown>;

export const publicForms = { contact: contactForm, waitlist: waitlistForm } as const satisfies Record<FormKind, { kind: FormKind }>;

/** The names of a form's fields, as its declaration lists them. */
export type FormFieldName<K extends FormKind> = keyof (typeof publicForms)[K]['fields'] & string;
/** The record a form stores. */
export type FormRecord<K extends FormKind> = ReturnType<(typeof publicForms)[K]['toRecord']>;
/** The names of the fields a form's leads keep for the operator (its declaration's `stored`). */
export type StoredFieldName<K extends FormKind> = K extends FormKind ? keyof (typeof publicForms)[K]['stored'] & string : never;
/** A lead's stored fields with their values, as its record has them. */
export type StoredFields<K extends FormKind> = { [N in StoredFieldName<K>]: N extends keyof FormRecord<K> ? FormRecord<K>[N] : never };
