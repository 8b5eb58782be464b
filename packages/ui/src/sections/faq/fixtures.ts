import { fill, storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { FaqCategory, FaqLabels } from './faq';
import { groupByCategory } from './group-by-category';

/** The FAQ page's questions, grouped as the page groups them. */
function faq(locale: Locale): FaqCategory[] {
  return groupByCategory(storyCopy[locale].faq.questions);
}

/** The FAQ's labels, as the FAQ page maps them; the count in the language's plural form, as i18next picks it. */
function faqLabels(locale: Locale): FaqLabels {
  const copy = storyCopy[locale].faq;
  const plural = new Intl.PluralRules(locale);
  return {
    search: copy.search,
    searchPlaceholder: copy.searchPlaceholder,
    clear: copy.clear,
    results: (count) => fill(plural.select(count) === 'one' ? copy.results_one : copy.results_other, { count }),
    noResultsTitle: copy.noResultsTitle,
    noResultsText: copy.noResultsText,
  };
}

/** The contact prompt under the FAQ page's questions. */
export const faqContact = (locale: Locale) => storyCopy[locale].faq.contact;

export const faqEn = faq('en');
export const faqDe = faq('de');
export const faqTr = faq('tr');
export const faqLabelsEn = faqLabels('en');
export const faqLabelsDe = faqLabels('de');
export const faqLabelsTr = faqLabels('tr');
