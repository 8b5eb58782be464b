const layout = {
  header: {
    navLabel: 'Main',
    menuNavLabel: 'Menu',
    homeLabel: '{{brand}}, home',
    languageLabel: 'Change language',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
  },
  footer: {
    tagline: 'AI chatbots and business automation that work around the clock.',
    quickLinks: 'Quick links',
    legal: 'Legal',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    impressum: 'Impressum',
    emailLabel: 'Email us at {{email}}',
    country: 'Germany',
    copyright: '© {{year}} {{brand}}. All rights reserved.',
  },
} as const;

export default layout;
