/**
 * Copy of the two demo sites (`/admin/demo/1` and `/2`). They stand for a prospect's own
 * English-language site, so they are English on every admin language: one copy, not a dictionary
 * namespace with the same keys in three languages. The admin's demo pages and the ui stories of the
 * demos both read it from here. The shapes match `DemoStoreCopy`, `DemoProduct` and `DemoAnalyticsCopy`
 * of `@zk/ui/admin` (checked where the site passes them on), without i18n importing ui.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rating = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** SPEC section 9: free shipping over $50, cart badge 3, three products. */
export const demoStore = {
  freeShippingOverUsd: 50,
  cartCount: 3,
  products: [
    {
      id: 'aura-pro',
      name: 'Aura Pro Headphones',
      tagline: 'Adaptive noise cancelling and a 40-hour battery.',
      price: 199.99,
      rating: 4.8,
      art: 'headphones',
    },
    {
      id: 'pulse-fit',
      name: 'Pulse Fit Watch',
      tagline: 'Heart rate, sleep and GPS in a 9 mm case.',
      price: 149.99,
      rating: 4.6,
      art: 'watch',
    },
    {
      id: 'boom-360',
      name: 'Boom 360 Speaker',
      tagline: 'Room-filling sound, waterproof to IP67.',
      price: 299.99,
      rating: 4.9,
      art: 'speaker',
    },
  ],
} as const;

export const demoStoreProducts = demoStore.products.map(({ price, rating: stars, ...product }) => ({
  ...product,
  price: usd.format(price),
  rating: stars,
  ratingLabel: `Rated ${rating.format(stars)} out of 5`,
}));

const freeShipping = `Free shipping on orders over ${usd.format(demoStore.freeShippingOverUsd).replace('.00', '')}`;

export const demoStoreCopy = {
  brand: 'Voltix',
  promo: freeShipping,
  nav: ['Audio', 'Wearables', 'Smart home', 'Deals'],
  navLabel: 'Store',
  searchLabel: 'Search products',
  cartLabel: `Cart, ${demoStore.cartCount} items`,
  hero: {
    eyebrow: 'New season, new sound',
    title: 'Electronics that keep up with you',
    lead: 'Hand-picked audio, wearables and smart-home gear, tested by our team and shipped within 24 hours.',
    cta: 'Shop bestsellers',
    secondary: 'Browse deals',
  },
  perks: { shipping: freeShipping, warranty: '2-year warranty on everything', support: 'Help from real people, 24/7' },
  productsTitle: 'Bestsellers',
  productsLead: 'Our customers’ favourites this month.',
  addToCart: 'Add to cart',
  footer: '© 2026 Voltix Electronics. A demo store by ZK Automations.',
};

export const demoAnalyticsCopy = {
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

/** The demo pages' document titles. */
export const demoTitles = { store: 'Voltix Electronics (demo)', analytics: 'Lumetric (demo)' };
