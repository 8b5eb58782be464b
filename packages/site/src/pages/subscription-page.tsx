import type { SubscriptionPageState } from '@zk/data';
import { Container, SubscriptionCard } from '@zk/ui';
import { useServedSubscription } from '../app/served-subscription';
import { usePropsContext } from '../app/use-props-context';
import { subscriptionCardProps } from '../props/subscription';

/**
 * `/{lang}/waitlist/confirm` and `/{lang}/waitlist/unsubscribe`: the pages behind the links in our
 * e-mails, rendered by the server with the state it decided (`packages/server/src/subscription/`).
 */
export function SubscriptionPage() {
  const context = usePropsContext();
  const state: SubscriptionPageState = useServedSubscription() ?? { page: 'confirm', outcome: 'invalid' };
  return (
    <Container width="prose" className="py-14 sm:py-20">
      <SubscriptionCard {...subscriptionCardProps(context, state)} />
    </Container>
  );
}
