const waitlist = {
  pages: {
    waitlist: {
      title: 'Join the waitlist',
      lead: 'Our next AI services are almost ready. Choose the ones you want and be the first to try them.',
    },
  },
  waitlist: {
    labels: {
      services: 'Which services interest you?',
      servicesHint: 'Select one or more. You can change your mind at any time.',
      selectService: 'Select at least one service to continue.',
      details: 'Your details',
      submit: 'Join the waitlist',
    },
    consent: {
      label:
        'Yes, I want ZK Automations to e-mail me when the services I chose become available. I can withdraw this consent at any time, for example with the link in every e-mail.',
      privacyLink: 'Privacy policy',
      newTab: '(opens in a new tab)',
      required: 'Please tick the box so that we may e-mail you about the launch.',
    },
    services: {
      coldEmail: {
        title: 'Cold Email Outreach',
        description:
          'AI writes a personal e-mail to each contact who has agreed to receive your e-mails, sends the follow-ups you approve and stops at a reply or an unsubscribe.',
      },
      personalizedEmail: {
        title: 'Personalized Email Outreach',
        description: 'Every message tailored to the recipient’s company, role and recent activity, at scale.',
      },
      socialMedia: {
        title: 'Social Media Outreach',
        description: 'Start conversations with potential customers on LinkedIn and other networks automatically.',
      },
      phoneCallers: {
        title: 'AI Phone Callers',
        description: 'Natural-sounding voice agents that answer calls, qualify leads and book appointments.',
      },
      instagram: {
        title: 'Instagram Automation',
        description: 'Instant replies to DMs, comments and story mentions that turn followers into customers.',
      },
      twitter: {
        title: 'Twitter Terminal',
        description: 'Monitor X (Twitter) for buying signals and engage with the right posts in real time.',
      },
      telegram: {
        title: 'Telegram Bot',
        description: 'A Telegram bot that answers questions, takes orders and sends updates to your community.',
      },
    },
    success: {
      checkInbox:
        'Please check your inbox: we have sent you an e-mail with a link to confirm your sign-up. Until you confirm, we will not write to you.',
      note: 'Questions in the meantime? Write to us at {{email}}.',
    },
    errors: {
      failure: 'Failed to join waitlist. Please try again later.',
      noValidServices: 'No valid services selected',
    },
  },
} as const;

export default waitlist;
