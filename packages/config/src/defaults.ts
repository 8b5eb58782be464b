/** `CONTACT_EMAIL` when it is unset: the address the site shows (browser-safe, unlike the schema beside it). */
export const defaultContactEmail = 'hello@example.com';
