const pages = {
  contact: {
    title: 'Let’s talk about your automation',
    lead: 'Tell us where your team loses time. We reply within 24 hours with concrete ideas, free and without obligation.',
  },
  about: {
    title: 'About us',
    lead: 'We help businesses answer every customer instantly and win back the hours lost to repetitive work.',
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'How we handle your personal data, and the rights you have.',
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The terms under which we provide our AI automation services.',
  },
  impressum: {
    title: 'Impressum',
    lead: 'Legal notice under German law.',
  },
  waitlist: {
    title: 'Join the waitlist',
    lead: 'Our next AI services are almost ready. Choose the ones you want and be the first to try them.',
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Everything you want to know about our AI chatbots and automation, in one place.',
  },
  zkagent: {
    title: 'ZK Agent: one AI agent for support, sales and bookings',
    lead: 'It answers your customers, books appointments, fills your CRM and reports on every conversation, around the clock.',
  },
} as const;

export default { pages };
