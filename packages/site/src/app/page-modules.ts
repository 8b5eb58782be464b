import type { PublicPage } from '@zk/i18n';
import type { ComponentType } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Each public page's code, loaded on its own: a page ships only its own sections. The build
 * preloads the page's chunk (it finds it by the file name `src/pages/{page}-page.tsx`), so
 * hydration does not wait on a round trip.
 */
export const pageModules: Record<PublicPage, PageModule> = {
  home: () => import('../pages/home-page').then((m) => ({ default: m.HomePage })),
  contact: () => import('../pages/contact-page').then((m) => ({ default: m.ContactPage })),
  about: () => import('../pages/about-page').then((m) => ({ default: m.AboutPage })),
  privacy: () => import('../pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  terms: () => import('../pages/terms-page').then((m) => ({ default: m.TermsPage })),
  impressum: () => import('../pages/impressum-page').then((m) => ({ default: m.ImpressumPage })),
  waitlist: () => import('../pages/waitlist-page').then((m) => ({ default: m.WaitlistPage })),
  faq: () => import('../pages/faq-page').then((m) => ({ default: m.FaqPage })),
  zkagent: () => import('../pages/zkagent-page').then((m) => ({ default: m.ZkAgentPage })),
};
