/** Questions in display order; consecutive questions with the same category form one group. */
const faq = {
  pages: {
    faq: {
      title: 'Frequently asked questions',
      lead: 'Everything you want to know about our AI chatbots and automation, in one place.',
    },
  },
  faq: {
    search: 'Search the FAQ',
    searchPlaceholder: 'Search, e.g. CRM, WhatsApp or GDPR',
    clear: 'Clear search',
    results_one: '{{count}} question found',
    results_other: '{{count}} questions found',
    noResultsTitle: 'No matching questions',
    noResultsText: 'Try a different word, or ask us directly: we reply within 24 hours.',
    contact: {
      title: 'Still have questions?',
      description: 'Tell us about your business and we will show you what AI automation can do for it.',
      action: 'Contact us',
    },
    questions: [
      {
        category: 'General',
        question: 'What does ZK Automations do?',
        answer:
          'We build AI chatbots and automations for businesses: customer service that answers around the clock, lead generation with CRM integration, automated appointment setting and AI-powered websites. We set everything up, connect it to your tools and keep improving it.',
      },
      {
        category: 'General',
        question: 'Which channels can the chatbot work on?',
        answer:
          'Your website, WhatsApp, Telegram and Instagram. One assistant can serve all channels at once with the same knowledge, so customers get consistent answers wherever they write to you.',
      },
      {
        category: 'General',
        question: 'Is this only for large companies?',
        answer:
          'No. Most of our clients are small and mid-sized businesses. We adapt the scope to your volume of enquiries and your budget, and you can start small and extend later.',
      },
      {
        category: 'Technical',
        question: 'Does the chatbot integrate with our CRM?',
        answer:
          'Yes. We connect to the large CRM platforms such as HubSpot, Salesforce, Pipedrive and Zoho, as well as calendars, spreadsheets and databases. Leads and conversations land in your CRM automatically.',
      },
      {
        category: 'Technical',
        question: 'How does the AI know about our products and policies?',
        answer:
          'We store your own material as its knowledge base: website, product data, price lists, FAQs and internal documents. It answers only from that knowledge and hands the conversation to your team when it is unsure.',
      },
      {
        category: 'Technical',
        question: 'Is our data secure?',
        answer:
          'Yes. Data is processed in line with the GDPR, transferred encrypted and stored only as long as needed, and we sign a data processing agreement with you. Conversations also reach the provider of the AI model and the other processors your solution needs; each is bound by a data processing agreement and may not use your content for its own purposes or to train AI models. We use it only to run your own assistant, never for other clients. Transfers outside the EU are safeguarded under Art. 44 ff. GDPR, by an adequacy decision or standard contractual clauses.',
      },
      {
        category: 'Implementation',
        question: 'How long does setup take?',
        answer:
          'Your assistant is usually live within 72 hours. Larger projects with several integrations take a little longer; we give you a fixed schedule before we start.',
      },
      {
        category: 'Implementation',
        question: 'What do we need to provide?',
        answer:
          'A short kick-off call, access to the tools we should connect, and the material the AI should learn from. We handle the configuration, testing and launch.',
      },
      {
        category: 'Implementation',
        question: 'What happens after launch?',
        answer:
          'We monitor the conversations, refine answers, and add new features as your needs grow. You get support whenever you need it, and regular reports on how the assistant performs.',
      },
      {
        category: 'Business Impact',
        question: 'How much can we save?',
        answer:
          'That depends on how many of your enquiries are routine questions and appointment requests: the AI answers those and books appointments on its own, so your team spends less time on them. In the analysis we estimate the effect from your own figures before you decide.',
      },
      {
        category: 'Business Impact',
        question: 'Will it help us win more customers?',
        answer:
          'Answering within seconds, around the clock, means fewer enquiries go unanswered, and every lead is qualified and followed up. How many more customers that brings depends on your market and offer; your monthly report shows the figures.',
      },
      {
        category: 'Business Impact',
        question: 'How is pricing structured?',
        answer:
          'Pricing depends on the complexity and scale of your automation. You are billed monthly, with no long contracts, and you can cancel at any time. Your service stays active until the end of the period you have paid for; partial months are not refunded.',
      },
    ],
  },
} as const;

export default faq;
