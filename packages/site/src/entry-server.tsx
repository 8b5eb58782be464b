import { allPublicRoutes, createTranslator, loadDictionary, pagePath, type Language, type PublicPage } from '@zk/i18n';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { createDataAdapters } from './app/data-adapters';
import { createMemoryHistory } from './app/history';
import { pageHead, renderHead } from './head';
import { siteConfig } from './site-config';

export { allPublicRoutes, languageRedirectScript, languages, notFoundRedirectScript, pageNamespaces, pagePath } from '@zk/i18n';
export { siteConfig } from './site-config';

export interface PrerenderedPage {
  path: string;
  language: Language;
  page: PublicPage;
  head: string;
  html: string;
}

async function renderPage(page: PublicPage, language: Language, notFound = false): Promise<PrerenderedPage> {
  const translator = createTranslator(language, await loadDictionary[language]());
  const { t } = translator;
  const path = pagePath(page, language);
  // prerender (unlike renderToString) waits for the lazily loaded page, so its content is in the HTML.
  // An unlimited chunk size keeps every Suspense boundary inline: otherwise React outlines large ones
  // behind a fallback that an inline script swaps after the first paint (a layout shift).
  const { prelude } = await prerenderToNodeStream(<App translator={translator} adapters={createDataAdapters()} history={createMemoryHistory(path)} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString('utf8');
  const head = pageHead(page, language, t, siteConfig.siteUrl, siteConfig.brand);
  const notFoundHead = notFound
    ? {
        ...head,
        title: t('meta.notFound.title', { brand: siteConfig.brand }),
        description: t('meta.notFound.description'),
        robots: 'noindex',
      }
    : head;
  return { path, language, page, head: renderHead(notFoundHead), html };
}

/** Renders every public page in every language to HTML, for the build's prerender step. */
export async function prerenderAll(): Promise<PrerenderedPage[]> {
  return Promise.all(allPublicRoutes().map(({ page, language }) => renderPage(page, language)));
}

/** The 404 document's content: the English home, titled 404 and not indexed (SPEC section 2). */
export function prerenderNotFound(): Promise<PrerenderedPage> {
  return renderPage('home', 'en', true);
}
