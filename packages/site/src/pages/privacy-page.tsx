import { LegalDocument, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { legalDocumentProps } from '../props/legal';
import { privacySections } from '../props/legal-privacy';
import { pageIntroProps } from '../props/page-intro';
import { siteConfig, type LegalConfig } from '../site-config';

export function PrivacyPage({ config = siteConfig }: { config?: LegalConfig }) {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...pageIntroProps(context, 'privacy')} />
      <LegalDocument {...legalDocumentProps(context, 'privacy', privacySections(context.t, config, context.language), config)} />
    </>
  );
}
