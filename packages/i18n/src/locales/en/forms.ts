const forms = {
  forms: {
    honeypot: 'Leave this field empty',
    tooLong: 'This entry is too long',
    invalid: 'Please check this entry',
    rateLimited: 'Too many attempts in a short time. Please wait a minute and try again.',
    network: 'We could not reach our server. Please check your internet connection and try again.',
    storageUnavailable: 'We could not save your entries just now. Please try again in a few minutes; what you entered is still here.',
  },
} as const;

export default forms;
