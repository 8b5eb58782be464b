export * from './languages';
export type { Dictionary } from './dictionary';
export { createTranslator, type TFunction, type TranslationKey, type Translator } from './translator';
export { adminNamespaces, namespaces, pageNamespaces, type Namespace } from './namespaces';
export { loadCopy, loadNamespace } from './load-copy';
export { loadDictionary } from './load-dictionary';
export { allPublicRoutes, pagePath, publicPageAt, publicPages, type PublicPage } from './pages';
export { chooseLanguage, languageRedirectScript, notFoundRedirectScript } from './language-choice';
