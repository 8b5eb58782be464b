import {
  isAdminSignInPath,
  languageOfPath,
  subscriptionPageAt,
  subscriptionPaths,
  type Countdown,
  type FormPageState,
  type ServedBanner,
  type SubscriptionPage,
  type SubscriptionPageState,
} from '@zk/data';
import { DataProvider } from '@zk/data/react';
import {
  allPublicRoutes,
  createLoadedI18n,
  defaultLanguage,
  isLanguage,
  languages,
  ogLocales,
  pagePath,
  publicPageAt,
  type Language,
  type PublicPage,
} from '@zk/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from './app/i18n-context';
import { CountdownBanner, formatEnds } from './banner/countdown-banner';
import { App } from './app/app';
import { createDataAdapters } from './app/data-adapters';
import { createMemoryHistory } from './app/history';
import { pageHead, renderHead } from './head';
import { siteConfig } from './site-config';

export {
  allPublicRoutes,
  defaultLanguage,
  languageRedirectScript,
  languages,
  notFoundRedirectScript,
  pageNamespaces,
  pagePath,
} from '@zk/i18n';
export { siteConfig } from './site-config';

export interface PrerenderedPage {
  path: string;
  language: Language;
  page: PublicPage;
  head: string;
  html: string;
}

// One i18next instance per language, with all its copy, shared by every render in this process: the
// language never changes and nothing is added later.
const instances = new Map<Language, ReturnType<typeof createLoadedI18n>>();
const i18nFor = (language: Language) => {
  if (!instances.has(language)) instances.set(language, createLoadedI18n(language));
  return instances.get(language)!;
};

/** The application's HTML at `url` (path and query), with a posted form's or a subscription page's state. */
async function renderApp(url: string, language: Language, servedForm?: FormPageState, servedSubscription?: SubscriptionPageState) {
  const i18n = await i18nFor(language);
  // prerender (unlike renderToString) waits for the lazily loaded page, so its content is in the HTML.
  // An unlimited chunk size keeps every Suspense boundary inline: otherwise React outlines large ones
  // behind a fallback that an inline script swaps after the first paint (a layout shift).
  const { prelude } = await prerenderToNodeStream(
    <App
      i18n={i18n}
      adapters={createDataAdapters()}
      history={createMemoryHistory(url)}
      servedForm={servedForm}
      servedSubscription={servedSubscription}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { i18n, html: Buffer.concat(chunks).toString('utf8') };
}

async function renderPage(page: PublicPage, language: Language, notFound = false): Promise<PrerenderedPage> {
  const path = pagePath(page, language);
  const { i18n, html } = await renderApp(path, language);
  const { t } = i18n;
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

/** The language of a page the server renders at request time, or null when it renders no such page. */
function requestPageLanguage(pathname: string): Language | null {
  if (isAdminSignInPath(pathname)) return languageOfPath(pathname) ?? defaultLanguage;
  const language = pathname.split('/')[1];
  return isLanguage(language) && publicPageAt(pathname) !== null ? language : null;
}

/**
 * The server's render at request time (`packages/server/src/pages/page-renderer.ts`): the content of
 * the root for a public page whose address carries a query the prerendered file cannot know, or a
 * posted form sent back with its errors (a public form, or the operator's sign-in). The document
 * around it is the prerendered one.
 */
export async function renderRoot(url: string, servedForm?: FormPageState): Promise<string> {
  const pathname = new URL(url, 'http://site.invalid').pathname;
  const language = requestPageLanguage(pathname);
  if (!language) throw new Error(`${pathname} is not a page rendered at request time`);
  return (await renderApp(url, language, servedForm)).html;
}

/** The admin's sign-in screen in one language, for the admin shells (the build's `writeAdminShells`): its content and its tab title. */
export interface PrerenderedSignIn {
  language: Language;
  html: string;
  title: string;
}

/** The sign-in screen of every language, rendered at `/admin` and `/{lang}/admin`, as the browser hydrates it. */
export async function prerenderAdminSignIn(): Promise<PrerenderedSignIn[]> {
  return Promise.all(
    languages.map(async (language) => {
      const path = language === defaultLanguage ? '/admin' : `/${language}/admin`;
      const { i18n, html } = await renderApp(path, language);
      // As useDocumentTitle sets it in the browser, so hydration changes nothing.
      return { language, html, title: `${i18n.t('admin.signIn.documentTitle')} · ${siteConfig.brand}` };
    }),
  );
}

/**
 * The content of the root for a subscription page (`/{lang}/waitlist/confirm`, `/unsubscribe`) in the
 * state the server decided (`packages/server/src/subscription/`). The document around it is the shell
 * the build wrote (`prerenderSubscriptionShells`), which carries no application script.
 */
export async function renderSubscriptionRoot(url: string, state: SubscriptionPageState): Promise<string> {
  const at = subscriptionPageAt(new URL(url, 'http://site.invalid').pathname);
  if (!at) throw new Error(`${url} is not a subscription page`);
  return (await renderApp(url, at.language, undefined, state)).html;
}

/**
 * The subscription pages' documents, per language: never indexed, with no application script (they
 * work by form posts alone), showing the invalid-link state until the server renders them.
 */
export async function prerenderSubscriptionShells(): Promise<{ path: string; language: Language; head: string; html: string }[]> {
  const pages: SubscriptionPage[] = ['confirm', 'unsubscribe'];
  return Promise.all(
    languages.flatMap((language) =>
      pages.map(async (page) => {
        const path = `/${language}/${subscriptionPaths[page]}`;
        const { i18n, html } = await renderApp(path, language, undefined, { page, outcome: 'invalid' });
        const title = i18n.t(page === 'confirm' ? 'subscription.confirm.title' : 'subscription.unsubscribe.title');
        const head = renderHead({
          title: `${title} | ${siteConfig.brand}`,
          description: i18n.t(page === 'confirm' ? 'subscription.confirm.lead' : 'subscription.unsubscribe.lead'),
          canonical: siteConfig.siteUrl + path,
          alternates: [],
          ogLocale: ogLocales[language],
          siteName: siteConfig.brand,
          robots: 'noindex',
        });
        // The address holds the link's token: no Referer takes it to another site. `same-origin`, not
        // `no-referrer`, which would make the browser post the button's form with `Origin: null` (refused).
        return { path, language, head: `${head}\n    <meta name="referrer" content="same-origin" />`, html };
      }),
    ),
  );
}

/**
 * The countdown banner as the server puts it into a public page (`packages/server/src/pages/banner-pages.ts`),
 * exactly as `banner/mount-banner.tsx` hydrates it from the returned state.
 */
export async function renderBanner(language: string, countdown: Countdown, now: number): Promise<{ html: string; state: ServedBanner }> {
  const lang = isLanguage(language) ? language : 'en';
  const i18n = await i18nFor(lang);
  const state: ServedBanner = { countdown, now, ends: formatEnds(lang, Date.parse(countdown.target_date)) };
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DataProvider adapters={createDataAdapters()}>
          <CountdownBanner served={state} />
        </DataProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return { html, state };
}

/** Renders every public page in every language to HTML, for the build's prerender step. */
export async function prerenderAll(): Promise<PrerenderedPage[]> {
  return Promise.all(allPublicRoutes().map(({ page, language }) => renderPage(page, language)));
}

/** The 404 document's content: the English home, titled 404 and not indexed (SPEC section 2). */
export function prerenderNotFound(): Promise<PrerenderedPage> {
  return renderPage('home', 'en', true);
}
