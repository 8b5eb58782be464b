/** The hidden form field real visitors leave empty; a filled one marks a bot. */
export const honeypotField = 'website';
