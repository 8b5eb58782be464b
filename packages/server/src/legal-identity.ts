/** The variables that carry the company's legal identity (§ 5 DDG, Art. 13(1)(a) GDPR). */
export const requiredIdentityVariables = ['COMPANY_NAME', 'COMPANY_LEGAL_FORM', 'COMPANY_REPRESENTATIVE', 'COMPANY_ADDRESS'] as const;

/**
 * The warning to print at start when the server runs in production (`NODE_ENV=production`) without
 * the company's legal identity, or null. Not an error: the site still works, but its Impressum and
 * privacy policy then say "address on request", which § 5 DDG does not accept.
 */
export function legalIdentityWarning(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const missing = requiredIdentityVariables.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return null;
  return [
    `Warning: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
    'The Impressum and the privacy policy then offer the address "on request" and name no legal form or representative;',
    '§ 5 DDG and Art. 13 GDPR require a serviceable postal address, the legal form and who represents the company',
    '(plus COMPANY_REGISTER and COMPANY_VAT_ID where they exist). Set them for the build and the server (`npm start` rebuilds).',
  ].join('\n');
}
