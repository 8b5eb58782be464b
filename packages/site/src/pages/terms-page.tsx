import { LegalDocument, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { legalDocumentProps } from '../props/legal';
import { termsSections } from '../props/legal-terms';
import { pageIntroProps } from '../props/page-intro';
import { siteConfig, type LegalConfig } from '../site-config';

export function TermsPage({ config = siteConfig }: { config?: LegalConfig }) {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'terms')} />
      <LegalDocument {...legalDocumentProps(context, 'terms', termsSections(context.t, config), config)} />
    </>
  );
}
