import { languages, ogLocales, pagePath, type Language, type PublicPage, type TFunction } from '@zk/i18n';

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  siteName: string;
  robots?: string;
}

/** The head of one public page in one language: title, description, canonical and alternates. */
export function pageHead(page: PublicPage, language: Language, t: TFunction, siteUrl: string, brand: string): PageHead {
  const url = (lang: Language) => siteUrl + pagePath(page, lang);
  return {
    title: t(`meta.${page}.title`, { brand }),
    description: t(`meta.${page}.description`, { brand }),
    canonical: url(language),
    alternates: [...languages.map((lang) => ({ hreflang: lang, href: url(lang) })), { hreflang: 'x-default', href: url('en') }],
    ogLocale: ogLocales[language],
    siteName: brand,
  };
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for prerendering. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    head.robots ? `<meta name="robots" content="${head.robots}" />` : '',
    `<link rel="canonical" href="${escape(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(head.siteName)}" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:url" content="${escape(head.canonical)}" />`,
    `<meta property="og:locale" content="${head.ogLocale}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** Updates the live document's head after a client-side navigation. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  const set = (selector: string, attribute: string, value: string) => doc.head.querySelector(selector)?.setAttribute(attribute, value);
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', head.canonical);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[property="og:url"]', 'content', head.canonical);
  for (const alternate of head.alternates) set(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`, 'href', alternate.href);
}
