const meta = {
  home: {
    title: 'AI Chatbots & Business Automation | {{brand}}',
    description:
      'AI chatbots, lead generation with CRM integration and automated appointment setting for your business. Live within 72 hours, billed monthly, cancel any time.',
  },
  contact: {
    title: 'Contact Us: Book a Free AI Consultation | {{brand}}',
    description:
      'Tell us what you want to automate. We reply within 24 hours and show you where AI chatbots and automation pay off in your business.',
  },
  about: {
    title: 'About Us: Our Mission and Values | {{brand}}',
    description:
      'We build AI chatbots and automations that make businesses faster and more personal. Meet our mission, our values and our vision of 24/7 service.',
  },
  privacy: {
    title: 'Privacy Policy | {{brand}}',
    description: 'How we collect, store and protect personal data under the GDPR, who receives it, and the rights you have.',
  },
  terms: {
    title: 'Terms of Service | {{brand}}',
    description:
      'Scope of service, monthly billing, cancellation, limitation of liability and governing law for our AI automation services.',
  },
  impressum: {
    title: 'Impressum (Legal Notice) | {{brand}}',
    description: 'Legal notice: the company behind the site and how to contact us.',
  },
  waitlist: {
    title: 'Join the Waitlist for Upcoming AI Services | {{brand}}',
    description:
      'Be first to try AI email outreach to contacts who opted in, AI phone callers, Instagram automation, a Telegram bot and more. Pick the services you want and join the waitlist.',
  },
  faq: {
    title: 'FAQ: AI Chatbots and Automation Questions Answered | {{brand}}',
    description: 'Answers about setup time, integrations, data protection, pricing and results of our AI chatbots and business automation.',
  },
  zkagent: {
    title: 'ZK Agent: The AI Agent for Support, Sales and Bookings | {{brand}}',
    description:
      'One AI agent that answers customers, books appointments, captures leads into your CRM, recommends products and reports on every conversation.',
  },
  notFound: {
    title: '404: Page not found | {{brand}}',
    description: 'This page does not exist. You are being taken to the home page.',
  },
} as const;

export default { meta };
