import { inLocales } from '@story/copy';
import { problemProps } from '@zk/site/props';

/** The home page's problem section in each language, mapped by the site's own `problemProps`. */
export const { en: problemEn, de: problemDe, tr: problemTr } = inLocales(problemProps);
