const contact = {
  pages: {
    contact: {
      title: 'Let’s talk about your automation',
      lead: 'Tell us where your team loses time. We reply within 24 hours with concrete ideas, free and without obligation.',
    },
  },
  contact: {
    formTitle: 'Send us a message',
    submit: 'Send inquiry',
    privacyNote: 'How we process your details:',
    privacyLink: 'Privacy policy',
    privacyNewTab: '(opens in a new tab)',
    success: {
      note: 'We reply to every inquiry within 24 hours.',
    },
    details: {
      title: 'Prefer e-mail?',
      description: 'Write to us directly. A real person reads every message and replies with concrete next steps.',
      emailLabel: 'E-mail',
      responseLabel: 'Response time',
      responseValue: 'Within 24 hours',
    },
  },
} as const;

export default contact;
