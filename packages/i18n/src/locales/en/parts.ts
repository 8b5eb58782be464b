// The language's namespace files under their names in `namespaces` (camelCase), for `assembleLanguage`.
export { default as shared } from './shared';
export { default as meta } from './meta';
export { default as home } from './home';
export { default as forms } from './forms';
export { default as contact } from './contact';
export { default as waitlist } from './waitlist';
export { default as faq } from './faq';
export { default as about } from './about';
export { default as legal } from './legal';
export { default as legalPrivacy } from './legal-privacy';
export { default as legalTerms } from './legal-terms';
export { default as legalImpressum } from './legal-impressum';
export { default as zkagent } from './zkagent';
export { default as admin } from './admin';
export { default as emails } from './emails';
export { default as subscription } from './subscription';
