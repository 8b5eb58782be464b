export { Faq, type FaqCategory, type FaqItem, type FaqLabels, type FaqProps } from './faq';
export { foldForSearch, matchesQuery } from './search-text';
