import { LegalDocument, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { legalDocumentProps } from '../props/legal';
import { pageIntroProps } from '../props/layout';
import { siteConfig } from '../site-config';

export function TermsPage() {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'terms')} />
      <LegalDocument {...legalDocumentProps(context, 'terms', siteConfig)} />
    </>
  );
}
