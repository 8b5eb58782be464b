export * from './languages';
export type { Dictionary } from './dictionary';
export { createI18n } from './create-i18n';
export { loadDictionary } from './load-dictionary';
export { allPublicRoutes, pagePath, publicPages, type PublicPage } from './pages';
export { chooseLanguage, languageRedirectScript, notFoundRedirectScript } from './language-choice';
