import { fill, storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { FaqCategory, FaqLabels } from './faq';

/** The FAQ page's questions: consecutive questions with the same category form one (the site's `groupByCategory`). */
function faq(locale: Locale): FaqCategory[] {
  const categories: { id: string; title: string; items: { id: string; question: string; answer: string }[] }[] = [];
  storyCopy[locale].faq.questions.forEach(({ category, question, answer }, index) => {
    let current = categories.at(-1);
    if (current?.title !== category) {
      current = { id: `faq-category-${categories.length + 1}`, title: category, items: [] };
      categories.push(current);
    }
    current.items.push({ id: `faq-question-${index + 1}`, question, answer });
  });
  return categories;
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
