import { defaultContactEmail } from '@zk/config/public';
import type { Language, TFunction } from '@zk/i18n';
import type { LinkComponent } from '@zk/ui';
import { brand } from '../brand';
import { noResultFigures, type ResultFigures } from '../result-figures';

/** The public facts the copy names: the brand, the contact address and the result figures it may claim (the site's configuration). */
export interface SiteFacts {
  brand: string;
  contactEmail: string;
  results: ResultFigures;
}

/**
 * What turns the dictionaries into a component's props: the page's language and its i18next `t`,
 * the link every section renders and the configured facts. The site makes it from its page
 * (`app/use-props-context.ts`: its `RouterLink`, `siteConfig`); a story from its locale (`@story/copy`).
 */
export interface PropsContext {
  language: Language;
  t: TFunction;
  /** The site's client-side link; a plain `a` in stories. */
  Link: LinkComponent;
  site: SiteFacts;
}

/** The facts of the default configuration (no environment set), as the stories show them. */
export const exampleSite = { brand, contactEmail: defaultContactEmail, results: noResultFigures } as const satisfies SiteFacts;

/** Object keys in their declared order, typed. */
export const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];
