import { formStateElementId, parseFormPageState } from '@zk/data';
import { createI18n, defaultLanguage, isLanguage, loadCopy, pageNamespaces, publicPageAt } from '@zk/i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createDataAdapters } from './data-adapters';
import { createBrowserHistory } from './history';
import { storePreferredLanguage, whenVisitorActsOrLeaves } from './language-preference';

// The application's start, as the entry (entry-client.tsx) imports it once React is evaluated: the
// copy of the page, then hydration of the prerendered page (or a render of an empty root).

const container = document.getElementById('root')!;
// A prerendered page hydrates in the language it was rendered in, never a detected one, so hydration
// matches. An empty root (the admin shell, or development) renders in the language of the path.
const prerendered = container.hasChildNodes();
const pathLanguage = location.pathname.split('/')[1];
const candidate = prerendered ? document.documentElement.lang : pathLanguage;
const language = isLanguage(candidate) ? candidate : defaultLanguage;
// Visiting a page under a language prefix makes that language the stored choice (SPEC section 4),
// once the visitor acts on the page or leaves it: the first use of storage reads it from disk, which
// is no job for the page's load.
if (isLanguage(pathLanguage)) whenVisitorActsOrLeaves(() => storePreferredLanguage(language));
// Only when it changes: setting `lang`, even to the value it has, restyles the whole document.
if (document.documentElement.lang !== language) document.documentElement.lang = language;

// Only this page's copy: the boot script preloads these namespaces with the entry, so this await
// costs no round trip of its own.
const i18n = createI18n(language);
const page = publicPageAt(location.pathname);
await loadCopy(i18n, ['shared', ...(page ? pageNamespaces[page] : [])]);

// A form the server sent back (posted before the scripts ran) hydrates with the visitor's input and errors.
const servedForm = parseFormPageState(document.getElementById(formStateElementId)?.textContent);

const app = <App i18n={i18n} adapters={createDataAdapters()} history={createBrowserHistory()} servedForm={servedForm} />;
// Hydrating as a transition lets React yield to the browser between pieces of work, so hydrating a
// long page is many short tasks rather than one long one that blocks input.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
