const about = {
  pages: {
    about: {
      title: 'About us',
      lead: 'We help businesses answer every customer instantly and win back the hours lost to repetitive work.',
    },
  },
  about: {
    mission: {
      eyebrow: 'Our mission',
      title: 'Every customer answered, every hour put to good use',
      paragraphs: [
        'Businesses lose customers when replies take hours and lose time when their teams answer the same questions again and again. We change that with AI chatbots and automations that respond in seconds, book appointments and capture every lead.',
        'We build each solution around the way your business already works, connect it to the tools you use and stay with you after launch, so the technology keeps paying off.',
      ],
    },
    values: {
      eyebrow: 'Our values',
      title: 'What we stand for',
      items: {
        excellence: {
          title: 'AI Excellence',
          description:
            'We use the best current models and test every assistant with your real customer questions before launch and after every change, so it answers accurately, quickly and on brand.',
        },
        customer: {
          title: 'Customer First',
          description: 'Your goals set the scope. We explain plainly, respond quickly and measure success by your results.',
        },
        innovation: {
          title: 'Innovation',
          description: 'We follow the field closely and bring new capabilities to your business as soon as they are reliable.',
        },
        quality: {
          title: 'Quality',
          description: 'Careful setup, clean integrations and, from the first day, a data processing agreement under Art. 28 GDPR.',
        },
      },
    },
    vision: {
      eyebrow: 'Our vision',
      title: 'A business that is always open',
      paragraphs: [
        'We see a future where every company, whatever its size, can serve customers instantly and personally, day and night. AI takes on the routine; people take on the relationships.',
      ],
      highlights: {
        support: '24/7 support for your customers on every channel',
        setup: 'Live within 72 hours',
        savings: 'Routine questions answered automatically',
        hours: 'More time for the conversations that matter',
      },
      /** With the result figures configured (`RESULTS_*`), instead of the highlights of the same name. */
      figures: {
        savings: 'Up to {{percent}}% lower support costs',
        hours: '{{hours}}+ hours saved every month',
        basis: 'Figures from our clients’ projects; your results depend on your enquiries and processes.',
      },
    },
  },
} as const;

export default about;
