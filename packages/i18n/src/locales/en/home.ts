const home = {
  hero: {
    eyebrow: 'AI automation for growing businesses',
    headline: 'Automate your business with AI that works around the clock',
    subtitle:
      'Chatbots, lead capture and appointment setting that answer every customer in seconds, connected to your CRM and live within 72 hours.',
    cta: 'Book a free consultation',
    claim: 'Live within 72 hours, cancel monthly',
    /** With `RESULTS_SUPPORT_SAVINGS_PERCENT` configured, instead of `claim` (packages/site/src/pages/result-figures.ts). */
    claimFigure: 'Save up to {{percent}}% on support costs',
  },
  problem: {
    eyebrow: 'The problem',
    title: 'Manual work is quietly costing you customers',
    description:
      'Most businesses don’t lose deals because of their product. They lose them because they reply too late, follow up too rarely and run their team at the limit.',
    items: {
      slowReplies: {
        title: 'Customers wait too long for replies',
        description: 'Enquiries sit unanswered overnight and at weekends, and today’s customers simply move on to the next provider.',
      },
      missedLeads: {
        title: 'Missed leads mean lost revenue',
        description: 'Every contact form nobody follows up and every unanswered message is a sale that goes to your competitors.',
      },
      manualBooking: {
        title: 'Manual appointment setting wastes time',
        description: 'Back-and-forth emails and phone tag just to find a slot eat up hours your team should spend with customers.',
      },
      overworkedTeams: {
        title: 'Support teams are overworked',
        description: 'The same questions arrive again and again, so your best people copy answers instead of solving real problems.',
      },
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything you need to automate customer conversations',
    description:
      'From the first message to the booked appointment: our AI solutions take over repetitive work on every channel and hand your team warm, qualified leads.',
    items: {
      chatbots: {
        title: 'AI Chatbots for Business',
        description: 'Answer customer questions instantly, 24/7, on your website, WhatsApp, Telegram and Instagram, in your brand’s voice.',
      },
      leadGeneration: {
        title: 'Lead Generation & CRM Integration',
        description: 'Qualify every visitor in conversation, score leads with AI and sync them straight into your CRM.',
      },
      appointments: {
        title: 'Appointment Setting',
        description:
          'Customers book, reschedule and confirm appointments right in the chat, synced with your calendar and with automatic reminders.',
      },
      agent: {
        title: 'ZK Agent',
        description:
          'Our most advanced AI agent handles support, bookings, lead capture and product recommendations in one, connected to your tools.',
      },
      websites: {
        title: 'AI-Powered Website Creation',
        description: 'A fast, modern website built with AI, designed to convert and ready for your chatbot from day one.',
      },
    },
    agentBadge: 'Flagship',
    agentLink: 'Discover ZK Agent',
    cta: 'See How It Works',
    comingSoon: {
      badge: 'Coming Soon',
      title: 'AI Automated Cold Email Outreach',
      description: 'Reach decision-makers who have agreed to hear from you with personal emails that the AI researches and writes for you.',
      features: [
        'Sent only to contacts who have agreed to receive your emails',
        'A personal email written for every recipient',
        'Follow-ups you approve, with an unsubscribe link in every email',
        'Reply detection and hand-over to your CRM',
      ],
      cta: 'Join Waitlist',
    },
    future: {
      title: 'Future AI Services',
      description: 'New automations are on the way. Join the waitlist and be the first to try them.',
      badge: 'Coming Soon',
      cta: 'Join Waitlist',
      items: {
        personalizedEmail: {
          title: 'Personalized Email Outreach',
          description: 'One-to-one emails tailored to each customer’s interests and history.',
        },
        socialMedia: {
          title: 'Social Media Outreach',
          description: 'Start conversations with prospects on the platforms where they already spend their time.',
        },
        phoneCallers: {
          title: 'AI Phone Callers',
          description: 'Natural-sounding AI voice agents that take calls, qualify leads and book appointments.',
        },
        instagram: {
          title: 'Instagram Automation',
          description: 'Reply to DMs, comments and story mentions instantly and turn followers into customers.',
        },
        twitter: {
          title: 'Twitter Terminal',
          description: 'Monitor, engage and respond on X (Twitter) from one AI-powered terminal.',
        },
        telegram: {
          title: 'Telegram Bot',
          description: 'Your own Telegram bot for support, sales and community management.',
        },
      },
    },
  },
  process: {
    eyebrow: 'Process',
    title: 'From first call to live automation',
    description: 'A clear process in three steps, so you always know what happens next.',
    steps: {
      analyze: {
        title: 'Analyze',
        description: 'We map your customer journeys and workflows and pinpoint where automation saves the most time and money.',
      },
      build: {
        title: 'Build & Implement',
        description: 'We build your AI solution, connect it to your CRM, calendar and channels, and go live within 72 hours.',
      },
      maintain: {
        title: 'Maintain & Improve',
        description: 'We review every conversation, refine the AI every month and add new automations as your business grows.',
      },
    },
  },
  comparison: {
    eyebrow: 'Why choose us',
    title: 'Built around your business, not the other way round',
    description: 'Automation that fits your processes, without the trade-offs of generic tools or manual work.',
    caption: 'Feature comparison: {{brand}} and manual solutions',
    featureHeader: 'Feature',
    columns: {
      manual: 'Manual solutions',
    },
    features: {
      automation: '24/7 automation',
      leadScoring: 'AI lead scoring',
      customizable: 'Customizable',
      costEffective: 'Cost-effective',
      monthlyCancelable: 'Cancel monthly',
      scalable: 'Scalable',
    },
    values: {
      yes: 'Yes',
      no: 'No',
      limited: 'Limited',
    },
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with your business',
    description: 'Every business is different, and so is every quote. Pick the plan that fits and we tailor it to your processes.',
    featured: 'Most popular',
    cta: 'Get Custom Quote',
    note: 'Billed monthly, no long-term contracts. Pricing is tailored to your needs.',
    tiers: {
      enterprise: {
        name: 'Enterprise',
        description: 'For companies with complex processes, high volumes and systems of their own.',
        features: [
          'Everything in Growth',
          'ZK Agent with custom workflows',
          'Integration with your databases and internal tools',
          'A dedicated account manager',
          'Priority support with guaranteed response times',
        ],
      },
      growth: {
        name: 'Growth',
        description: 'For growing teams that want to automate sales and support.',
        features: [
          'Everything in Starter',
          'Website, WhatsApp, Telegram and Instagram',
          'CRM integration and AI lead scoring',
          'Automated appointment setting',
          'A monthly optimisation review',
        ],
      },
      starter: {
        name: 'Starter',
        description: 'For small businesses taking their first step into AI.',
        features: [
          'An AI chatbot for your website',
          'Answers to common questions, 24/7',
          'Leads delivered straight to your inbox',
          'Setup within 72 hours',
          'A monthly performance report',
        ],
      },
    },
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'What changes for your business',
    description: 'Faster replies, more qualified leads and a team that finally has time for what matters.',
    /** Cards without a figure; a configured figure replaces a card's title and adds its stat (`figures`). */
    items: {
      setup: {
        stat: '72h',
        title: 'Live within 72 hours',
        description: 'From kick-off to a working AI assistant in three days, without a drawn-out IT project.',
      },
      savings: {
        title: 'Lower support costs',
        description: 'Your AI answers routine questions around the clock, so your team only handles what really needs a human.',
      },
      conversions: {
        title: 'More enquiries become customers',
        description: 'Instant replies and AI lead scoring turn more visitors into qualified conversations and booked calls.',
      },
      hours: {
        title: 'Time back for your team',
        description: 'Automated bookings, follow-ups and CRM entries free your team from repetitive admin.',
      },
    },
    /** Only with the result figures configured (`RESULTS_*`); `basis` then says where they come from. */
    figures: {
      savings: { stat: '{{percent}}%', title: 'Up to {{percent}}% lower support costs' },
      conversions: { stat: '{{multiple}}X', title: '{{multiple}}X more lead conversions' },
      hours: { stat: '{{hours}}+', title: '{{hours}}+ hours saved every month' },
      basis: 'Figures from our clients’ projects; your results depend on your enquiries and processes.',
    },
    highlights: {
      support: '24/7 support',
      crm: 'Works with leading CRMs',
      channels: 'Website, WhatsApp, Telegram & Instagram',
      privacy: 'Data processing agreement (Art. 28 GDPR) included',
    },
    cta: 'Book a Free AI Strategy Call',
  },
} as const;

export default { home };
