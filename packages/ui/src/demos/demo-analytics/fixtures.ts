import type { DemoAnalyticsCopy } from './demo-analytics';

export const demoAnalyticsEn: DemoAnalyticsCopy = {
  brand: 'Lumetric',
  nav: ['Product', 'Solutions', 'Pricing', 'Docs'],
  navLabel: 'Site',
  signIn: 'Sign in',
  hero: {
    eyebrow: 'New: AI insights that explain every spike',
    title: 'Know what your customers do, and why',
    lead: 'Lumetric turns raw product events into clear answers. Funnels, retention and revenue in one place, ready in minutes.',
    cta: 'Start free trial',
    secondary: 'See how it works',
  },
  trustedBy: 'Trusted by fast-growing teams',
  logos: ['Northwind', 'Acme Cloud', 'Bluepeak', 'Fabrikam', 'Helios'],
  featuresTitle: 'Everything you need to grow',
  featuresLead: 'From the first event to the board report, without a data team.',
  features: [
    { title: 'Real-time dashboards', description: 'Watch sign-ups, revenue and usage update the second they happen.' },
    { title: 'AI insights', description: 'Ask questions in plain language and get charts with the reasons behind them.' },
    { title: 'Smart alerts', description: 'Be told when a metric moves unusually, before your customers notice.' },
    { title: 'Every source', description: 'Connect your app, CRM and payments with 120+ one-click integrations.' },
    { title: 'Fast at any scale', description: 'Billions of events queried in under a second.' },
    { title: 'Private by design', description: 'EU hosting, GDPR-ready and SOC 2 Type II certified.' },
  ],
  stats: [
    { value: '2.4B', label: 'events analysed every day' },
    { value: '38%', label: 'average lift in activation' },
    { value: '< 1 s', label: 'median query time' },
  ],
  quote: {
    text: 'We replaced four tools with Lumetric and finally agree on one set of numbers.',
    name: 'Clara Weiss',
    role: 'VP Growth, Bluepeak',
  },
  cta: { title: 'See your data clearly in 10 minutes', lead: 'Free for 14 days. No credit card required.', button: 'Get started' },
  footer: '© 2026 Lumetric. A demo landing page by ZK Automations.',
};
