import { Button, groupByCategory, type CtaBannerProps, type FaqCategory, type FaqLabels } from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import type { PropsContext } from './context';

/** The questions, grouped by category in the dictionary's order. */
export function faqCategories({ t }: Pick<PropsContext, 't'>): FaqCategory[] {
  return groupByCategory(t('faq.questions'));
}

/** The search's labels; the result count in the language's plural form, as i18next picks it. */
export function faqLabels({ t }: Pick<PropsContext, 't'>): FaqLabels {
  return {
    search: t('faq.search'),
    searchPlaceholder: t('faq.searchPlaceholder'),
    clear: t('faq.clear'),
    results: (count) => t('faq.results', { count }),
    noResultsTitle: t('faq.noResultsTitle'),
    noResultsText: t('faq.noResultsText'),
  };
}

/** The contact prompt under the questions. */
export function faqContactProps({ t, language, Link }: PropsContext): CtaBannerProps {
  return {
    title: t('faq.contact.title'),
    description: t('faq.contact.description'),
    actions: (
      <Button asChild size="lg">
        <Link href={`/${language}/contact`}>
          {t('faq.contact.action')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    ),
  };
}
