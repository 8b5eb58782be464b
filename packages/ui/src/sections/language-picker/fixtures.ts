import { storyT } from '@story/copy';
import type { Locale } from '@story/locale';
import { languageOptionsAt } from '@zk/site/props';

/** The languages, each linking to the FAQ page in it, as the site's header offers them there. */
export const languageOptions = languageOptionsAt('/en/faq');

/** The picker's accessible name in each language. */
export const languageLabel = (locale: Locale) => storyT(locale)('header.languageLabel');
