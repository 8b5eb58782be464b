/** The impressum document's copy (namespace `legal-impressum`): only its own page loads it. */
const legalImpressum = {
  pages: {
    impressum: {
      title: 'Impressum',
      lead: 'Legal notice under German law.',
    },
  },
  legal: {
    impressum: {
      company: { title: 'Company' },
      address: {
        title: 'Business address',
        onRequest:
          'Our business address is not publicly listed. It is available on request: please send us a short e-mail and we will provide it promptly.',
      },
      contact: { title: 'Contact' },
      disclaimer: {
        title: 'Disclaimer and dispute resolution',
        blocks: [
          'We create the content of this website with great care but cannot guarantee that it is complete and always up to date. We are not responsible for the content of external websites we link to; their operators are.',
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer conciliation body under the German Consumer Dispute Resolution Act (VSBG).',
        ],
      },
    },
  },
} as const;

export default legalImpressum;
