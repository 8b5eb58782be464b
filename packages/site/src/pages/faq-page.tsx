import { Button, Container, CtaBanner, Faq, groupByCategory, PageIntro } from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { RouterLink } from '../components/router-link';

export function FaqPage() {
  const { language, t } = useI18n();
  const questions = t('faq.questions');
  const categories = useMemo(() => groupByCategory(questions), [questions]);
  return (
    <>
      <PageIntro title={t('pages.faq.title')} lead={t('pages.faq.lead')} />
      <Container width="prose" className="py-14 sm:py-20">
        {/*
          A boundary of its own, so React hydrates the FAQ in a pass after the rest of the page (a
          prerendered boundary is hydrated at a lower priority). Prerendered, the FAQ is native
          disclosures that work without scripts; the Radix accordion takes over after hydration, in
          a render of its own (see Faq).
        */}
        <Suspense>
          <Faq
            categories={categories}
            locale={language}
            labels={{
              search: t('faq.search'),
              searchPlaceholder: t('faq.searchPlaceholder'),
              clear: t('faq.clear'),
              results: (count) => t('faq.results', { count }),
              noResultsTitle: t('faq.noResultsTitle'),
              noResultsText: t('faq.noResultsText'),
            }}
            footer={
              <CtaBanner
                className="mt-8"
                title={t('faq.contact.title')}
                description={t('faq.contact.description')}
                actions={
                  <Button asChild size="lg">
                    <RouterLink href={`/${language}/contact`}>
                      {t('faq.contact.action')}
                      <ArrowRight aria-hidden />
                    </RouterLink>
                  </Button>
                }
              />
            }
          />
        </Suspense>
      </Container>
    </>
  );
}
