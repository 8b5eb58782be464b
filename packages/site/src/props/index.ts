/**
 * `@zk/site/props`: how the site turns its dictionaries into the ui components' props, one function
 * per section or label set, each taking the page's `PropsContext`. The site's pages call these
 * modules; the ui package's stories and their fixtures call them through this entry, the one import
 * of the site that ui may make (story files only: ESLint's rules in eslint.config.js, tested by
 * scripts/dependency-rules.test.ts). Nothing here reads the build's configuration: the facts come in
 * the context.
 */
export { exampleSite, type PropsContext, type SiteFacts } from './context';
export * from './home';
export * from './home-hero';
export * from './layout';
export * from './page-intro';
export * from './declared-fields';
export * from './form-success';
export * from './contact-success';
export * from './waitlist-success';
export * from './contact';
export * from './waitlist';
export * from './faq';
export * from './about';
export * from './zkagent';
export * from './legal';
export * from './legal-impressum';
export * from './legal-privacy';
export * from './legal-terms';
export * from './banner';
export * from './admin';
export * from './admin-console';
export * from './demos';
export * from './subscription';
export * from './emails';
export type { WaitlistServiceId } from '@zk/data';
export { fieldMessages, submitErrorMessage } from '../pages/form-messages';
