import { AgentFeatures, Button, Container, CtaBanner, PageIntro, type AgentFeatureGroup } from '@zk/ui';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { useI18n } from '../app/i18n-context';
import { RouterLink } from '../components/router-link';

const groupIds = ['support', 'appointments', 'crm', 'commerce', 'media', 'integrations', 'design', 'analytics'] as const;

export function ZkAgentPage() {
  const { language, t } = useI18n();
  const copy = t('zkagent');
  const groups: AgentFeatureGroup[] = groupIds.map((id, index) => ({
    id,
    eyebrow: String(index + 1).padStart(2, '0'),
    ...copy.groups[id],
    illustration: id,
  }));
  const demo = (
    <Button asChild size="lg">
      <RouterLink href={`/${language}/contact`}>
        {t('common.requestDemo')}
        <ArrowRight aria-hidden />
      </RouterLink>
    </Button>
  );
  return (
    <>
      <PageIntro
        eyebrow={copy.eyebrow}
        title={t('pages.zkagent.title')}
        lead={t('pages.zkagent.lead')}
        actions={
          <>
            {demo}
            <Button asChild size="lg" variant="secondary">
              <a href={`#${groupIds[0]}`}>
                {copy.explore}
                <ArrowDown aria-hidden />
              </a>
            </Button>
          </>
        }
      />
      <AgentFeatures groups={groups} />
      <Container className="pb-section">
        <CtaBanner title={copy.cta.title} description={copy.cta.description} actions={demo} />
      </Container>
    </>
  );
}
