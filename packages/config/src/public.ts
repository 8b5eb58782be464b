/**
 * The public part of the configuration: what the site build bakes into the browser bundle and the
 * prerendered pages (`publicSiteConfig`, read by the site's Vite config, Storybook and the start
 * script), and the defaults the browser's code shows. No secret is read here.
 */
export { ConfigError } from './env-variables.ts';
export { publicSiteConfig } from './public-environment.ts';
export { defaultContactEmail } from './defaults.ts';
