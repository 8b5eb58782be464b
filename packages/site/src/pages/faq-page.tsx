import { Container, CtaBanner, Faq, PageIntro } from '@zk/ui';
import { Suspense, useMemo } from 'react';
import { usePropsContext } from '../app/use-props-context';
import { faqCategories, faqContactProps, faqLabels } from '../props/faq';
import { pageIntroProps } from '../props/page-intro';

export function FaqPage() {
  const context = usePropsContext();
  const { t } = context;
  const categories = useMemo(() => faqCategories({ t }), [t]);
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'faq')} />
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
            locale={context.language}
            labels={faqLabels(context)}
            footer={<CtaBanner className="mt-8" {...faqContactProps(context)} />}
          />
        </Suspense>
      </Container>
    </>
  );
}
