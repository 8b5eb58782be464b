import type { PublicPage } from './pages';

/**
 * The dictionary in loadable parts, one locale file each (`locales/{language}/{namespace}.ts`).
 * `shared` is the copy every page shows (header, footer, banner; a page's intro is in its own namespace); `meta` the head of
 * every page, needed only to navigate in the browser; each other namespace belongs to one page or
 * area, so a page loads only its own copy (a legal page: what they all show, `legal`, and its own document). `emails` (the e-mails' copy) and `subscription` (the pages
 * behind the links in them) are rendered only by the server's request-time renders, never loaded in
 * the browser.
 */
export const namespaces = [
  'shared',
  'meta',
  'home',
  'forms',
  'contact',
  'waitlist',
  'faq',
  'about',
  'legal',
  'legal-privacy',
  'legal-terms',
  'legal-impressum',
  'zkagent',
  'admin',
  'emails',
  'subscription',
] as const;

export type Namespace = (typeof namespaces)[number];

/** The namespaces each public page needs beyond `shared`. */
export const pageNamespaces: Record<PublicPage, readonly Namespace[]> = {
  home: ['home'],
  contact: ['forms', 'contact'],
  about: ['about'],
  privacy: ['legal', 'legal-privacy'],
  terms: ['legal', 'legal-terms'],
  impressum: ['legal', 'legal-impressum'],
  waitlist: ['forms', 'waitlist'],
  faq: ['faq'],
  zkagent: ['zkagent'],
};

/** The namespaces of the admin area beyond `shared` (the leads list names waitlist services). */
export const adminNamespaces: readonly Namespace[] = ['waitlist', 'admin'];
