export { Faq, type FaqCategory, type FaqItem, type FaqLabels, type FaqProps } from './faq';
export { foldForSearch, matchesQuery } from './search-text';
export { groupByCategory, type CategorisedQuestion } from './group-by-category';
