const zkagent = {
  pages: {
    zkagent: {
      title: 'ZK Agent: one AI agent for support, sales and bookings',
      lead: 'It answers your customers, books appointments, fills your CRM and reports on every conversation, around the clock.',
    },
  },
  zkagent: {
    eyebrow: 'ZK Agent',
    explore: 'Explore features',
    groups: {
      support: {
        title: 'Support and communication',
        description: 'Answers every customer within seconds, in their language, on the channel they prefer.',
        items: [
          'Replies around the clock on your website, WhatsApp, Telegram and Instagram',
          'Understands and answers in English, German, Turkish and many more languages',
          'Learns from your documents, product data and FAQs',
          'Hands over to your team with the full conversation when needed',
        ],
      },
      appointments: {
        title: 'Appointments and calls',
        description: 'Books meetings straight into your calendar and keeps no-shows down.',
        items: [
          'Offers free slots from Google Calendar, Outlook or Calendly',
          'Confirms, reschedules and cancels without back-and-forth',
          'Sends reminders before each appointment',
          'Arranges call-backs at a time that suits the customer',
        ],
      },
      crm: {
        title: 'CRM and data capture',
        description: 'Turns conversations into qualified leads and clean records in your CRM.',
        items: [
          'Captures name, contact details and needs during the chat',
          'Scores and tags leads by intent and budget',
          'Creates and updates contacts in HubSpot, Salesforce, Pipedrive or Zoho',
          'Notifies your sales team about hot leads instantly',
        ],
      },
      commerce: {
        title: 'E-commerce and recommendations',
        description: 'Acts like your best salesperson: it knows the catalogue and recommends what fits.',
        items: [
          'Personal product recommendations based on the conversation',
          'Answers questions about sizes, availability and delivery',
          'Tracks orders and handles returns questions',
          'Works with Shopify, WooCommerce and custom shops',
        ],
      },
      media: {
        title: 'Media embedding',
        description: 'Shows instead of tells, with images, videos and documents right in the chat.',
        items: [
          'Sends product photos, videos and PDF brochures',
          'Embeds tutorials and how-to videos in answers',
          'Displays rich cards with buttons and links',
          'Accepts images and files from customers',
        ],
      },
      integrations: {
        title: 'Integrations and databases',
        description: 'Connects to the systems you already use, so answers are always up to date.',
        items: [
          'Reads live data from your databases and spreadsheets',
          'Connects to any tool through APIs and webhooks',
          'Automates workflows with Make, Zapier or n8n',
          'Sends e-mails and notifications on your behalf',
        ],
      },
      design: {
        title: 'Design and deployment',
        description: 'Looks like part of your brand and goes live within 72 hours.',
        items: [
          'Chat widget in your colours, fonts and tone of voice',
          'Installed on your website with a single line of code',
          'Fast and accessible on mobile and desktop',
          'Operated under a data processing agreement (Art. 28 GDPR)',
        ],
      },
      analytics: {
        title: 'Analytics and reporting',
        description: 'Shows what your customers ask and what the agent achieves for your business.',
        items: [
          'Dashboards for conversations, leads and bookings',
          'Top questions and topics your customers care about',
          'Conversion and resolution rates over time',
          'Monthly reports with concrete recommendations',
        ],
      },
    },
    cta: {
      title: 'See ZK Agent working on your business',
      description: 'Book a free demo. We show you the agent with your own use case and answer all your questions.',
    },
  },
} as const;

export default zkagent;
