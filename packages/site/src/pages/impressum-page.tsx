import { LegalDocument, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { legalDocumentProps } from '../props/legal';
import { impressumSections } from '../props/legal-impressum';
import { pageIntroProps } from '../props/page-intro';
import { siteConfig, type LegalConfig } from '../site-config';

export function ImpressumPage({ config = siteConfig }: { config?: LegalConfig }) {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'impressum')} />
      <LegalDocument {...legalDocumentProps(context, 'impressum', impressumSections(context.t, config), config)} />
    </>
  );
}
