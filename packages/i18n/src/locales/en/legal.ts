/**
 * Legal pages as structured sections. A block is a paragraph (string), a bulleted list (array of
 * strings) or `{ details: [...] }` (term and value pairs). `{{email}}` is the site's contact address;
 * `{{date}}` is the month and year of the last revision, formatted in the page's language.
 */
const legal = {
  legal: {
    contents: 'Contents',
    updated: 'Last updated: {{date}}',
    privacy: {
      introduction: {
        title: 'Introduction',
        blocks: [
          'Protecting your personal data matters to us. This policy explains which data we process when you visit our website, contact us or join our waitlist, why we do so and which rights you have under the EU General Data Protection Regulation (GDPR).',
          'The controller responsible for processing your data on this website is:',
          {
            details: [
              { term: 'Company', description: 'ZK Automations' },
              { term: 'Address', description: 'Available on request by e-mail' },
              { term: 'E-mail', description: '{{email}}', href: 'mailto:{{email}}' },
            ],
          },
        ],
      },
      collection: {
        title: 'Data we collect',
        blocks: [
          'We only collect personal data that you give us yourself or that arises technically when you use the website. We do not sell personal data and do not use it for purposes other than those described here.',
        ],
        subsections: [
          {
            title: 'Contact form',
            blocks: [
              'When you send us an inquiry we store your full name, your e-mail address and the text of your message, together with the time of sending.',
              'We use this data only to answer your inquiry and, if you wish, to prepare an offer. The legal basis is Art. 6(1)(b) GDPR (steps prior to entering into a contract) and Art. 6(1)(f) GDPR (our legitimate interest in answering enquiries).',
            ],
          },
          {
            title: 'Waitlist',
            blocks: [
              'When you join the waitlist we store your name, e-mail address, the services you selected and the language of the page. We use this data only to tell you when those services become available. The legal basis is your consent under Art. 6(1)(a) GDPR, which you can withdraw at any time.',
            ],
          },
          {
            title: 'Server log files',
            blocks: [
              'When you open a page, our server briefly records technical information that your browser sends automatically, in order to deliver the website securely and to defend against misuse (Art. 6(1)(f) GDPR):',
              [
                'IP address (used to limit abusive requests)',
                'date and time of the request',
                'page requested and referring page',
                'browser type and operating system',
              ],
            ],
          },
          {
            title: 'Local storage and chat assistant',
            blocks: [
              'We store your preferred language in your browser so that the site opens in that language next time; this is not used for tracking. The chat assistant on our pages processes the messages you type in order to answer them; please do not enter sensitive data in the chat.',
            ],
          },
        ],
      },
      storage: {
        title: 'Storage and security',
        blocks: [
          'Your data is stored on servers within the European Union. We keep it only as long as necessary for the purpose it was collected for, or as long as statutory retention periods require.',
          [
            'Contact inquiries are deleted no later than two years after our last exchange, unless a contract follows.',
            'Waitlist entries are deleted once the service launches or when you ask us to remove you.',
            'Server log files are deleted automatically after 14 days.',
            'Data needed for accounting is kept for the periods required by commercial and tax law.',
          ],
          'We protect your data with technical and organisational measures: all connections are encrypted with TLS, access is limited to the people who need it, and our systems are kept up to date. Service providers who process data on our behalf are bound by data processing agreements under Art. 28 GDPR.',
        ],
      },
      rights: {
        title: 'Your rights',
        blocks: [
          'Under the GDPR you have the following rights regarding your personal data:',
          [
            'Access to the data we hold about you (Art. 15 GDPR)',
            'Rectification of inaccurate data (Art. 16 GDPR)',
            'Erasure of your data (Art. 17 GDPR)',
            'Restriction of processing (Art. 18 GDPR)',
            'Data portability (Art. 20 GDPR)',
            'Objection to processing based on legitimate interests (Art. 21 GDPR)',
            'Withdrawal of consent at any time, with effect for the future (Art. 7(3) GDPR)',
            'Complaint to a data protection supervisory authority (Art. 77 GDPR)',
          ],
          'To exercise these rights, simply write to us at {{email}}. We will respond within one month.',
          'We may update this policy when our services or the law change. The current version is always available on this page.',
        ],
      },
    },
    terms: {
      scope: {
        title: 'Scope of service',
        blocks: [
          'These terms apply to all services that ZK Automations provides to business customers, in particular AI chatbots, lead generation and CRM integration, appointment setting, AI agents and AI-powered websites.',
          'The specific scope of each project, including channels, integrations and features, is set out in the individual offer. We set up, host, maintain and improve the agreed solution for the duration of the contract.',
        ],
      },
      payment: {
        title: 'Payment and subscription',
        blocks: [
          [
            'Our services are provided as a subscription and billed monthly in advance.',
            'Pricing depends on the complexity and scale of the solution and is agreed in the individual offer.',
            'Invoices are due within 14 days of receipt.',
            'There are no long-term contracts or minimum terms unless expressly agreed.',
          ],
        ],
      },
      cancellation: {
        title: 'Cancellation',
        blocks: [
          'You can cancel your subscription at any time, in writing or by e-mail. The service remains active until the end of the period already paid for.',
          'Fees already paid are not refunded for partial periods. Statutory rights to terminate for good cause remain unaffected.',
        ],
      },
      liability: {
        title: 'Limitation of liability',
        blocks: [
          'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under the German Product Liability Act.',
          'For slight negligence we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical for this type of contract. AI-generated answers are produced automatically; you remain responsible for checking content that is legally or commercially significant.',
        ],
      },
      law: {
        title: 'Governing law',
        blocks: [
          'These terms and all contracts concluded under them are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods.',
          'If any provision is invalid, the remaining provisions remain in effect.',
        ],
      },
    },
    impressum: {
      company: {
        title: 'Company',
        blocks: [
          {
            details: [
              { term: 'Name', description: 'ZK Automations' },
              { term: 'Business', description: 'AI chatbots and business automation' },
              { term: 'Country', description: 'Germany' },
            ],
          },
        ],
      },
      address: {
        title: 'Business address',
        blocks: [
          'Our business address is not publicly listed. It is available on request: please send us a short e-mail and we will provide it promptly.',
        ],
      },
      contact: {
        title: 'Contact',
        blocks: [
          {
            details: [{ term: 'E-mail', description: '{{email}}', href: 'mailto:{{email}}' }],
          },
          'We reply to every message within 24 hours.',
        ],
      },
      disclaimer: {
        title: 'Disclaimer',
        blocks: [
          'We create the content of this website with great care but cannot guarantee that it is complete and always up to date. We are not responsible for the content of external websites we link to; their operators are.',
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
    },
  },
} as const;

export default legal;
