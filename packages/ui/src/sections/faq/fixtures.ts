import { inLocales } from '@story/copy';
import type { Locale } from '@story/locale';
import { faqCategories, faqContactProps, faqLabels } from '@zk/site/props';

/** The FAQ page's questions, grouped, and its search labels, by the site's own mapping. */
export const { en: faqEn, de: faqDe, tr: faqTr } = inLocales(faqCategories);
export const { en: faqLabelsEn, de: faqLabelsDe, tr: faqLabelsTr } = inLocales(faqLabels);

const contact = inLocales(faqContactProps);
/** The contact prompt under the FAQ page's questions. */
export const faqContact = (locale: Locale) => contact[locale];
