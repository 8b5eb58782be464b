/**
 * What a form needs to read and check its input in the browser: the form declarations and
 * `validate`. Its own entry point, so a page can load it (and zod) when the visitor starts filling in
 * a form rather than with the page.
 */
export { validate } from './field-errors.ts';
export { contactInquirySchema, publicForms, waitlistEntrySchema } from './submissions.ts';
