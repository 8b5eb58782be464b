export * from './languages';
export type { Dictionary } from './dictionary';
export {
  createI18n,
  languageOf,
  type I18n,
  type NamespaceCopy,
  type Resources,
  type TFunction,
  type TranslationKey,
} from './i18next-setup';
export { adminNamespaces, namespaces, pageNamespaces, type Namespace } from './namespaces';
export { createLoadedI18n, loadCopy, loadNamespace, loadResources } from './load-copy';
export { allPublicRoutes, pagePath, publicPageAt, publicPages, type PublicPage } from './pages';
export { chooseLanguage, languageRedirectScript, notFoundRedirectScript } from './language-choice';
export { legalRevision, writtenRevision } from './legal-revision';
