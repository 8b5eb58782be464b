import { inLocales } from '@story/copy';
import { footerProps } from '@zk/site/props';

/** The footer of every public page, by the site's own `footerProps` (the year fixed, for the screenshots). */
export const { en: footerEn, de: footerDe, tr: footerTr } = inLocales((context) => footerProps(context, 2026));
