import { Button, type AgentFeatureGroup, type CtaBannerProps, type PageIntroProps } from '@zk/ui';
import { ArrowDown, ArrowRight } from 'lucide-react';
import type { PropsContext } from './context';

type GroupId = AgentFeatureGroup['illustration'];

/** The feature groups in the order of the ZK Agent page (SPEC section 2). */
export const agentGroupIds = [
  'support',
  'appointments',
  'crm',
  'commerce',
  'media',
  'integrations',
  'design',
  'analytics',
] as const satisfies readonly GroupId[];

/** The feature groups (or some of them), numbered in the order given. */
export function agentGroups({ t }: PropsContext, ids: readonly GroupId[] = agentGroupIds): AgentFeatureGroup[] {
  const { groups } = t('zkagent');
  return ids.map((id, index) => ({ id, eyebrow: String(index + 1).padStart(2, '0'), ...groups[id], illustration: id }));
}

function demoButton({ t, language, Link }: PropsContext) {
  return (
    <Button asChild size="lg">
      <Link href={`/${language}/contact`}>
        {t('common.requestDemo')}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

/** The page's opening: its h1, lead, Request Demo and a jump to the first feature group. */
export function agentIntroProps(context: PropsContext): PageIntroProps {
  const { t } = context;
  return {
    eyebrow: t('zkagent.eyebrow'),
    title: t('pages.zkagent.title'),
    lead: t('pages.zkagent.lead'),
    actions: (
      <>
        {demoButton(context)}
        <Button asChild size="lg" variant="secondary">
          <a href={`#${agentGroupIds[0]}`}>
            {t('zkagent.explore')}
            <ArrowDown aria-hidden />
          </a>
        </Button>
      </>
    ),
  };
}

/** The closing call to action. */
export function agentCtaProps(context: PropsContext): CtaBannerProps {
  const { t } = context;
  return { title: t('zkagent.cta.title'), description: t('zkagent.cta.description'), actions: demoButton(context) };
}
