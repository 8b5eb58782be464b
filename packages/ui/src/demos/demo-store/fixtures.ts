import type { DemoStoreProps } from './demo-store';

export const demoStoreEn: DemoStoreProps = {
  cartCount: 3,
  copy: {
    brand: 'Voltix',
    promo: 'Free shipping on orders over $50',
    nav: ['Audio', 'Wearables', 'Smart home', 'Deals'],
    navLabel: 'Store',
    searchLabel: 'Search products',
    cartLabel: 'Cart, 3 items',
    hero: {
      eyebrow: 'New season, new sound',
      title: 'Electronics that keep up with you',
      lead: 'Hand-picked audio, wearables and smart-home gear, tested by our team and shipped within 24 hours.',
      cta: 'Shop bestsellers',
      secondary: 'Browse deals',
    },
    perks: { shipping: 'Free shipping over $50', warranty: '2-year warranty', support: 'Help from real people, 24/7' },
    productsTitle: 'Bestsellers',
    productsLead: 'Our customers’ favourites this month.',
    addToCart: 'Add to cart',
    footer: '© 2026 Voltix Electronics. A demo store by ZK Automations.',
  },
  products: [
    { id: 'p1', name: 'Aura Pro Headphones', tagline: 'Adaptive noise cancelling and 40-hour battery.', price: '$199.99', rating: 4.8, ratingLabel: 'Rated 4.8 out of 5', art: 'headphones' },
    { id: 'p2', name: 'Pulse Fit Watch', tagline: 'Heart rate, sleep and GPS in a 9 mm case.', price: '$149.99', rating: 4.6, ratingLabel: 'Rated 4.6 out of 5', art: 'watch' },
    { id: 'p3', name: 'Boom 360 Speaker', tagline: 'Room-filling sound, waterproof to IP67.', price: '$299.99', rating: 4.9, ratingLabel: 'Rated 4.9 out of 5', art: 'speaker' },
  ],
};
