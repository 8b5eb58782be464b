/** The terms document's copy (namespace `legal-terms`): only its own page loads it. */
const legalTerms = {
  pages: {
    terms: {
      title: 'Terms of Service',
      lead: 'The terms under which we provide our AI automation services.',
    },
  },
  legal: {
    terms: {
      scope: {
        title: 'Scope of service',
        /** The contracting party: the configured company (`COMPANY_NAME`), else the one the Impressum names. */
        party: 'Your contracting party is {{company}} (address and contact details in the Impressum).',
        partyUnnamed: 'Your contracting party is the company named in our Impressum.',
        blocks: [
          'These terms apply only to customers acting in the course of their trade, business or profession (businesses and merchants; consumers excluded), for all our services, in particular AI chatbots, lead generation and CRM integration, appointment setting, AI agents and AI-powered websites.',
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
        title: 'Termination',
        blocks: [
          'You can cancel your subscription at any time in text form (e.g. by e-mail). The service remains active until the end of the period already paid for.',
          'Fees already paid are not refunded for partial periods. The right to terminate for good cause remains unaffected.',
        ],
      },
      liability: {
        title: 'Limitation of liability',
        blocks: [
          'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under the German Product Liability Act.',
          'For slight negligence we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical for this type of contract. AI-generated answers are produced automatically; you remain responsible for checking content that is legally or commercially significant.',
        ],
      },
      dataProcessing: {
        title: 'Processing data on your behalf',
        blocks: [
          'Where we process personal data on your behalf, for example your customers’ conversations with your chatbot, we conclude a data processing agreement with you under Art. 28 GDPR before the processing starts; for customers in Türkiye it also sets out our obligations as a data processor under the KVKK.',
          'We process this data only on your documented instructions and only to provide your solution, never for our own purposes or to train AI models. We engage sub-processors, such as the provider of the AI model and our hosting provider, only as that agreement sets out; transfers to countries outside the EU or EEA take place only under Art. 44 ff. GDPR.',
        ],
      },
      law: {
        title: 'Governing law and jurisdiction',
        blocks: [
          'These terms and all contracts concluded under them are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods.',
          'If the customer is a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from or in connection with contracts under these terms is our registered office (§ 38(1) of the German Code of Civil Procedure, ZPO; for customers based in Türkiye, an agreement on jurisdiction under Art. 47 of the Turkish Act No. 5718 on Private International Law and International Civil Procedure, MÖHUK). We may also bring proceedings at the customer’s general place of jurisdiction.',
          'This English translation is for information only; the German version of these terms is legally binding.',
          'If any provision is invalid, the remaining provisions remain in effect.',
        ],
      },
    },
  },
} as const;

export default legalTerms;
