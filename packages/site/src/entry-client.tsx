import { createI18n, defaultLanguage, isLanguage, loadDictionary } from '@zk/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createDataAdapters } from './app/data-adapters';
import { storePreferredLanguage } from './app/language-preference';
import './styles.css';

const container = document.getElementById('root')!;
// A prerendered page hydrates in the language it was rendered in, never a detected one, so hydration
// matches. An empty root (the admin shell, or development) renders in the language of the path.
const prerendered = container.hasChildNodes();
const pathLanguage = location.pathname.split('/')[1];
const candidate = prerendered ? document.documentElement.lang : pathLanguage;
const language = isLanguage(candidate) ? candidate : defaultLanguage;
// Visiting a page under a language prefix makes that language the stored choice (SPEC section 4).
if (isLanguage(pathLanguage)) storePreferredLanguage(language);
document.documentElement.lang = language;
const i18n = createI18n(language, await loadDictionary[language]());

const app = <App i18n={i18n} adapters={createDataAdapters()} Router={BrowserRouter} />;
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
