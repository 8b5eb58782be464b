export { cn } from './lib/cn';
export type { LinkComponent, LinkProps, NavLink } from './lib/link';
export { useScrolled } from './hooks/use-scrolled';
export { useHydrated } from './hooks/use-hydrated';

export * from './primitives/badge';
export * from './primitives/button';
export * from './primitives/card';
export * from './primitives/check-list';
export * from './primitives/container';
export * from './primitives/section-heading';
export * from './brand/logo';

export * from './sections/hero';
export * from './sections/language-picker';
export * from './sections/page-intro';
export * from './sections/site-footer';
export * from './sections/site-header';
export * from './primitives/field';
export * from './sections/about';
export * from './sections/agent-features';
export * from './sections/contact-form';
export * from './sections/cta-banner';
export * from './sections/faq';
export * from './sections/form-success';
export * from './sections/legal-document';
export * from './sections/waitlist-form';
export * from './sections/subscription-card';

export * from './sections/problem';
export * from './sections/services';
export * from './sections/coming-soon-feature';
export * from './sections/future-services';
export * from './sections/process';
export * from './sections/comparison';
export * from './sections/pricing';
export * from './sections/benefits';
// Decorative motion (cursor trail, network canvas) lives in `./decor/index.ts`, a separate entry, so it can be lazy-loaded.
export * from './sections/countdown-banner';
