/**
 * The e-mails the server sends (React Email templates in `packages/ui/src/emails/`, rendered by the
 * site's e-mail entry): subjects, the preview line inbox lists show, the body and the footer.
 */
const emails = {
  emails: {
    footer: {
      sentBy: 'Sent by {{company}}, {{site}}',
      imprint: 'Impressum',
      privacy: 'Privacy policy',
    },
    linkHint: 'If the button does not work, copy this address into your browser:',
    waitlistConfirm: {
      subject: 'Please confirm your sign-up for the {{brand}} waitlist',
      preview: 'One click, and we will tell you when the services you chose launch.',
      heading: 'Confirm your sign-up',
      greeting: 'Hello,',
      intro: 'Thank you for joining our waitlist. Please confirm that we may e-mail you when these services become available:',
      button: 'Confirm my sign-up',
      expiry_one: 'The link is valid for {{count}} day.',
      expiry_other: 'The link is valid for {{count}} days.',
      ignore_one:
        'If you did not sign up, simply ignore this e-mail: without your confirmation we will not write to you again, and we delete your details after {{count}} day.',
      ignore_other:
        'If you did not sign up, simply ignore this e-mail: without your confirmation we will not write to you again, and we delete your details after {{count}} days.',
    },
    leadNotification: {
      subject: {
        contact: 'New contact inquiry: {{name}}',
        waitlist: 'New waitlist sign-up (not yet confirmed): {{name}}',
      },
      preview: {
        contact: 'A visitor has sent a message through the contact form.',
        waitlist: 'A visitor has joined the waitlist and been asked to confirm.',
      },
      heading: {
        contact: 'New contact inquiry',
        waitlist: 'New waitlist sign-up',
      },
      intro: 'A visitor has just sent this on {{site}}:',
      fields: {
        fullName: 'Name',
        email: 'E-mail',
        inquiry: 'Message',
        services: 'Services',
        language: 'Language',
        received: 'Received',
      },
      open: 'Open in the lead inbox',
      reason: 'You receive this notification because this address is set as the operator’s notification address.',
    },
    announcement: {
      greeting: 'Hello {{name}},',
      reason: 'You receive this e-mail because you joined the {{brand}} waitlist for {{service}} and confirmed your address.',
      unsubscribeHint: 'Don’t want any more e-mails from us?',
      unsubscribe: 'Unsubscribe',
      template: {
        subject: '{{service}} is now available',
        body: 'Good news: {{service}} is now available, and as a member of our waitlist you are among the first to hear about it.\n\nOur website describes what it does and how to start using it. If you have any questions about it, simply reply to this e-mail.',
      },
    },
  },
} as const;

export default emails;
