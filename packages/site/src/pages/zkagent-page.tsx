import { AgentFeatures, Container, CtaBanner, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { agentCtaProps, agentGroups, agentIntroProps } from '../props/zkagent';

export function ZkAgentPage() {
  const context = usePropsContext();
  return (
    <>
      <PageIntro {...agentIntroProps(context)} />
      <AgentFeatures groups={agentGroups(context)} />
      <Container className="pb-section">
        <CtaBanner {...agentCtaProps(context)} />
      </Container>
    </>
  );
}
