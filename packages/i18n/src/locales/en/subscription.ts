/** The pages behind the links in our e-mails: confirming a waitlist sign-up and unsubscribing. */
const subscription = {
  subscription: {
    confirm: {
      title: 'Confirm your sign-up',
      lead: 'One more step: confirm that we may e-mail you when the services you chose become available.',
      servicesTitle: 'You chose',
      button: 'Confirm my sign-up',
      doneTitle: 'Your sign-up is confirmed',
      doneLead: 'Thank you. We will e-mail you as soon as these services become available:',
      doneNote: 'You can unsubscribe at any time with the link in every e-mail from us.',
    },
    unsubscribe: {
      title: 'Unsubscribe from the waitlist',
      lead: 'Do you want to stop receiving e-mails about the services on our waitlist?',
      button: 'Unsubscribe',
      doneTitle: 'You are unsubscribed',
      doneLead: 'We will not send you any more e-mails about our waitlist.',
    },
    invalid: {
      title: 'This link cannot be used',
      lead: 'It may have expired, already been used, or been copied incompletely. Links to confirm a sign-up are valid for {{days}} days.',
      action: 'Join the waitlist again',
    },
  },
} as const;

export default subscription;
