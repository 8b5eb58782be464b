/** The privacy document's copy (namespace `legal-privacy`): only its own page loads it. */
const legalPrivacy = {
  pages: {
    privacy: {
      title: 'Privacy Policy',
      lead: 'How we handle your personal data, and the rights you have.',
    },
  },
  legal: {
    privacy: {
      introduction: {
        title: 'Introduction and controller',
        blocks: [
          'Protecting your personal data matters to us. Under Art. 13 and 14 of the EU General Data Protection Regulation (GDPR), this policy explains which data we process when you visit our website, contact us or join our waitlist, why we do so, who receives it and which rights you have.',
          'The controller within the meaning of Art. 4(7) GDPR is:',
        ],
        kvkk: 'For people in Türkiye: where the Turkish Personal Data Protection Law No. 6698 (KVKK) applies to our processing, this policy is also our notice under Art. 10 KVKK, and you have the rights under Art. 11 KVKK described below.',
        kvkkPlace:
          'For people in Türkiye, where we process your data: outside Türkiye, from our company in Germany, on our hosting provider’s servers and at the recipients named below, each at the place given there.',
        kvkkPlaceRegion:
          'For people in Türkiye, where we process your data: outside Türkiye, from our company in Germany, on our hosting provider’s servers (location: {{region}}) and at the recipients named below, each at the place given there.',
        kvkkRepresentative:
          'For people in Türkiye: this policy is also our notice under Art. 10 of the Turkish Personal Data Protection Law No. 6698 (KVKK). Our data controller’s representative in Türkiye is {{representative}}; you can also send requests under Art. 11 KVKK there.',
      },
      collection: {
        title: 'Data we collect',
        blocks: [
          'We only collect personal data that you give us yourself or that arises technically when you use the website. We do not sell personal data and do not use it for purposes other than those described here.',
          'We make no decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (Art. 22 GDPR).',
        ],
        iys: {
          registered:
            'For recipients in Türkiye: these e-mails are commercial electronic messages under Turkish Law No. 6563. We register your consent in the Turkish message management system İYS (İleti Yönetim Sistemi), where you can also view and withdraw it (iys.org.tr or e-Devlet).',
          notRegistered:
            'For recipients in Türkiye: these e-mails are commercial electronic messages under Turkish Law No. 6563. We do not register your consent in the Turkish message management system İYS (İleti Yönetim Sistemi); withdraw it with the link in every e-mail or by writing to {{email}}.',
        },
        subsections: {
          contact: {
            title: 'Contact form',
            blocks: [
              'When you send us an inquiry we store your full name, your e-mail address and the text of your message, together with the time of sending.',
              'We use this data only to answer your inquiry and, if you wish, to prepare an offer. The legal basis is Art. 6(1)(b) GDPR (steps prior to entering into a contract) and Art. 6(1)(f) GDPR (our legitimate interest in answering enquiries).',
              'You are not obliged by law or by contract to provide this data. Without your name, e-mail address and message, however, we cannot answer your inquiry.',
            ],
          },
          waitlist: {
            title: 'Waitlist',
            blocks: [
              'When you join the waitlist we store your name, e-mail address, the services you selected and the language of the page. We use this data only to tell you when those services become available. The legal basis is your consent under Art. 6(1)(a) GDPR, which you can withdraw at any time with effect for the future.',
              'Joining is voluntary and not required by law or by contract; without your e-mail address we cannot let you know.',
            ],
          },
          /** What the server logs (packages/server/src/ops/request-log.ts) and the shipped Caddy configuration (deploy/), no more. */
          logs: {
            title: 'Server log files',
            blocks: [
              'For every request to our website, our server records the following, in order to deliver the website securely, to find errors and to defend against misuse (Art. 6(1)(f) GDPR):',
              [
                'date and time of the request',
                'the request method and the kind of page or interface requested (its pattern, such as “/:lang/privacy”, never the full address with its parameters)',
                'the status code of the answer and how long it took',
              ],
              'We do not log your IP address, the referring page or your browser. Your IP address is used only in memory, to limit abusive requests. Only for sign-ins to our admin area and for refused requests to it do we record the IP address, to detect attacks (refused requests at most once per address and minute). Our reverse proxy keeps no access log.',
            ],
          },
          localStorage: {
            title: 'Language preference',
            blocks: [
              'We store your preferred language in your browser so that the site opens in that language next time. This is strictly necessary to provide the language you chose (§ 25(2) no. 2 TDDDG) and is not used for tracking.',
            ],
          },
          chat: {
            title: 'Chat assistant',
            blocks: [
              'Our pages offer a chat assistant that a service provider operates for us (named under “Recipients”). When a page loads, your browser fetches the chat window from the provider’s servers and sends your IP address and technical data (Art. 6(1)(f) GDPR, our legitimate interest in answering questions quickly).',
              'When you write to the assistant, your messages are processed to answer them: for questions about our services or a possible contract under Art. 6(1)(b) GDPR, otherwise under Art. 6(1)(f) GDPR. Using the chat is voluntary. The answers are generated automatically by AI; please do not enter sensitive data in the chat.',
            ],
          },
          emails: {
            title: 'E-mails and confirming your sign-up',
            blocks: [
              'When you join the waitlist we send you an e-mail with a link to confirm your address (double opt-in). As proof of your consent we store when we sent it and when you confirmed; the link itself is stored only in a form from which it cannot be read back. If you do not confirm, we erase your sign-up after {{days}} days.',
              'Every e-mail about our services contains a link to unsubscribe with one click. After that we send you nothing more; we note the unsubscription as long as your entry exists. We keep the e-mails we send (recipient, subject, time, delivery status) and erase them with your entry.',
            ],
          },
          notifications: {
            title: 'Notifications to our team',
            blocks: [
              'When you send us a form, our team receives an e-mail with its content so that we can answer promptly (the legal basis is that of the form you used).',
            ],
          },
        },
      },
      recipients: {
        title: 'Recipients and transfers to third countries',
        lead: 'We pass personal data only to the following recipients. Service providers process it on our behalf and on our instructions, bound by data processing agreements under Art. 28 GDPR:',
        hosting:
          'Hosting: our hosting provider runs the servers on which this website and your submissions are stored (Art. 6(1)(f) GDPR; for enquiries also Art. 6(1)(b) GDPR).',
        hostingRegion: 'Server location: {{region}}.',
        airtable:
          'Airtable: contact inquiries and waitlist entries are forwarded to Formagrid Inc. (Airtable), San Francisco, USA, where we manage them. The legal basis is that of the form you used (see “Data we collect”). This is a transfer to a third country (safeguards below).',
        supabase:
          'Supabase: our staff sign-in and the countdown banner run on Supabase Inc., USA, in the data region {{region}}. Your browser loads the banner from Supabase, which receives your IP address (Art. 6(1)(f) GDPR). As the provider is based in the USA, access from there cannot be ruled out.',
        supabaseNoRegion:
          'Supabase: our staff sign-in and the countdown banner run on Supabase Inc., USA, in the data region chosen for our project. Your browser loads the banner from Supabase, which receives your IP address (Art. 6(1)(f) GDPR). As the provider is based in the USA, access from there cannot be ruled out.',
        chat: 'Chat assistant: {{provider}} receives the messages you write and the technical data of your visit, and processes them in the {{region}} data region (legal basis as under “Chat assistant” above).',
        /** The chat provider when `CHAT_WIDGET_PROVIDER` is unset: by its role, with the host its window loads from (never the host as a legal person). */
        chatProviderUnnamed: 'the provider of our chat assistant (chat window loaded from {{host}})',
        /** The chat provider in the list of recipients whose transfers rest on a safeguard. */
        chatName: 'chat assistant provider',
        euRegion: 'EU',
        /** With `SMTP_URL`; `{{role}}` is `mailRole`, or `mailRoleHost` when `SMTP_PROVIDER` is unset. */
        mail: 'E-mail delivery: {{role}} delivers the e-mails we send you (the confirmation, announcements) and our team’s notifications, and processes your e-mail address and the content of these e-mails on our behalf.',
        mailRole: 'our e-mail service provider',
        mailRoleHost: 'our e-mail service provider (mail server {{host}})',
        /** The mail provider in the list of recipients whose transfers rest on a safeguard, when `SMTP_PROVIDER` is unset. */
        mailName: 'e-mail service provider',
        /** With `NOTIFY_EMAIL`: the mailbox our team's notifications arrive in, named by `NOTIFY_PROVIDER`. */
        notifications:
          'Our team’s mailbox: {{role}} stores the notifications about your form (its content, as under “Notifications to our team”) in our team’s mailbox on our behalf.',
        notificationsRole: 'the provider of our team’s mailbox',
        notificationsName: 'provider of our team’s mailbox',
        /** With `WEBHOOK_URL`; `{{role}}` is `webhooksRole`, or `webhooksRoleHost` when `WEBHOOK_RECIPIENT` is unset. */
        webhooks:
          'Inquiry management: new inquiries and sign-ups, confirmations and erasures are sent to {{role}}, which processes them on our behalf to manage our enquiries. Erasure notices contain no personal data.',
        webhooksRole: 'our inquiry management service',
        webhooksRoleHost: 'our inquiry management service (received at {{host}})',
        webhooksName: 'inquiry management service',
        /** After a service's role, when its name is configured (`SMTP_PROVIDER`, `NOTIFY_PROVIDER`, `WEBHOOK_RECIPIENT`). */
        named: 'Provider: {{name}}.',
        /** After the mail provider's, mailbox's or webhook receiver's entry (`SMTP_REGION`, `NOTIFY_REGION`, `WEBHOOK_REGION`). */
        processingRegion: 'Place of processing: {{region}}.',
        /** Without the region; a production start refuses it (`recipientRegionRefusal` in packages/config). */
        processingRegionUnstated: 'Place of processing: not stated.',
        authorities:
          'Public authorities and professional advisers such as our tax adviser, where a legal obligation requires it (Art. 6(1)(c) GDPR).',
        transfersAdequacy:
          'Transfers to recipients certified under the EU-US Data Privacy Framework ({{recipients}}) rest on the European Commission’s adequacy decision for the Framework (Art. 45 GDPR).',
        transfersClauses:
          'Transfers to recipients outside the European Economic Area ({{recipients}}) rest on the EU standard contractual clauses (Art. 46(2)(c) GDPR), which form part of the providers’ data processing agreements. You can request a copy at {{email}}.',
        /** After `transfersAdequacy`: the recipients it did not cover. */
        transfersClausesOthers:
          'Transfers to the other recipients outside the European Economic Area ({{recipients}}) rest on the EU standard contractual clauses (Art. 46(2)(c) GDPR), which form part of the providers’ data processing agreements. You can request a copy at {{email}}.',
        transfersKvkkContract:
          'Where the KVKK applies, transfers abroad rest on the standard contract published by the Turkish Personal Data Protection Board (Art. 9(4) KVKK as amended by Law No. 7499), which we notify to the Personal Data Protection Authority within five working days of signing.',
        transfersKvkk: 'Where the KVKK applies, transfers abroad rest on the appropriate safeguards provided for in Art. 9 KVKK.',
      },
      storage: {
        title: 'Storage period and security',
        blocks: [
          'We keep personal data only as long as necessary for the purpose it was collected for, or as long as statutory retention periods require.',
        ],
        leadsDays_one:
          'Contact inquiries and waitlist entries are deleted automatically {{count}} day after they reach us, or sooner if you ask us to.',
        leadsDays_other:
          'Contact inquiries and waitlist entries are deleted automatically {{count}} days after they reach us, or sooner if you ask us to.',
        leadsUntilErasure:
          'Contact inquiries and waitlist entries have no fixed deletion period: we keep them until you ask us to delete them or until we no longer need them for their purpose, and then delete them without delay.',
        /** Added to the sentence above with `SUBMISSIONS_BACKEND=airtable`. */
        leadsAirtable: 'This includes the copy in Airtable.',
        /** The copies of a lead outside the database, each only when configured (exports always), and what happens to them. */
        copies: {
          lead: 'When we delete an entry, we also delete its copies outside our database:',
          notifications: 'Notification e-mails in our team’s mailbox: we delete them by hand.',
          webhooks:
            'Our inquiry management service: it receives an erasure notice for every deleted entry and deletes its copy; where it does not act on that notice, we delete the copy there by hand.',
          exports: 'Exports of our inquiries: we keep none longer than the entries it contains.',
        },
        unconfirmedDays_one:
          'Waitlist sign-ups that are not confirmed with the link in our e-mail are erased {{count}} day after they reach us.',
        unconfirmedDays_other:
          'Waitlist sign-ups that are not confirmed with the link in our e-mail are erased {{count}} days after they reach us.',
        backupsDays_one:
          'We back up our database regularly and delete each backup after {{count}} day. Data erased from the database, for example at your request, remains in the backups made before its erasure until they are deleted, at the latest {{count}} day later. We use backups only to restore our systems.',
        backupsDays_other:
          'We back up our database regularly and delete each backup after {{count}} days. Data erased from the database, for example at your request, remains in the backups made before its erasure until they are deleted, at the latest {{count}} days later. We use backups only to restore our systems.',
        periods: [
          'Server log files are deleted automatically after 14 days.',
          'The security log of our admin area (its sign-ins with IP address and browser, failed sign-ins and other security events, never the content of your messages) is deleted automatically after 180 days.',
          'Data needed for accounting is kept for the periods required by commercial and tax law.',
        ],
        security:
          'We protect your data with technical and organisational measures under Art. 32 GDPR: all connections are encrypted with TLS, access is limited to the people who need it, and our systems are kept up to date.',
      },
      rights: {
        title: 'Your rights',
        kvkkComplaint:
          'Where the KVKK applies, first send your request to us as the controller (Art. 13 KVKK); we answer within 30 days. If we refuse it, you find our answer insufficient or we do not answer in time, you can complain to the Turkish Personal Data Protection Board (Kişisel Verileri Koruma Kurulu) within 30 days of learning our answer, and in any case within 60 days of your request (Art. 14 KVKK).',
        blocks: [
          'Under the GDPR you have the following rights regarding your personal data:',
          [
            'Access to the data we hold about you (Art. 15 GDPR)',
            'Rectification of inaccurate data (Art. 16 GDPR)',
            'Erasure of your data (Art. 17 GDPR)',
            'Restriction of processing (Art. 18 GDPR) and notification of recipients (Art. 19 GDPR)',
            'Data portability (Art. 20 GDPR)',
            'Objection to processing based on legitimate interests (Art. 21 GDPR, see the next section)',
            'Withdrawal of consent at any time, with effect for the future (Art. 7(3) GDPR)',
            'Complaint to a data protection supervisory authority, in particular in the member state of your residence, your place of work or the alleged infringement (Art. 77 GDPR)',
          ],
          'To exercise these rights, simply write to us at {{email}}. We will respond within one month.',
          'We may update this policy when our services or the law change. The current version is always available on this page.',
        ],
      },
      objection: {
        title: 'Your right to object (Art. 21 GDPR)',
        blocks: [
          'Where we process your data on the basis of our legitimate interests (Art. 6(1)(f) GDPR), you have the right to object to this processing at any time on grounds relating to your particular situation. We will then no longer process the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims (Art. 21(1) GDPR).',
          'Where we process your data for direct marketing, you can object at any time without giving reasons; we will then no longer use it for that purpose (Art. 21(2) and (3) GDPR).',
          'An informal message to {{email}} is enough.',
        ],
      },
    },
  },
} as const;

export default legalPrivacy;
