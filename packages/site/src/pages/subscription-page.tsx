import { confirmLinkDays, type SubscriptionPageState, type WaitlistServiceId } from '@zk/data';
import { Button, Container, SubscriptionCard, type SubscriptionCardProps } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { useServedSubscription } from '../app/served-subscription';
import { usePropsContext } from '../app/use-props-context';
import { RouterLink } from '../components/router-link';
import { backHomeAction } from '../props/forms';
import { serviceKeys } from '../props/waitlist-service-keys';

/**
 * `/{lang}/waitlist/confirm` and `/{lang}/waitlist/unsubscribe`: the pages behind the links in our
 * e-mails, rendered by the server with the state it decided (`packages/server/src/subscription/`).
 */
export function SubscriptionPage() {
  const { language, t } = useI18n();
  const backHome = backHomeAction(usePropsContext());
  const state: SubscriptionPageState = useServedSubscription() ?? { page: 'confirm', outcome: 'invalid' };
  const servicesOf = (ids: WaitlistServiceId[]) => ({
    label: t('subscription.confirm.servicesTitle'),
    list: ids.map((id) => t(`waitlist.services.${serviceKeys[id]}.title`)),
  });
  const action = `/${language}/waitlist/${state.page}`;

  let card: SubscriptionCardProps;
  if (state.outcome === 'invalid') {
    card = {
      outcome: 'invalid',
      title: t('subscription.invalid.title'),
      lead: t('subscription.invalid.lead', { days: confirmLinkDays }),
      actions: (
        <>
          {backHome}
          {state.page === 'confirm' ? (
            <Button asChild variant="ghost">
              <RouterLink href={`/${language}/waitlist`}>{t('subscription.invalid.action')}</RouterLink>
            </Button>
          ) : null}
        </>
      ),
    };
  } else if (state.page === 'confirm') {
    card =
      state.outcome === 'ask'
        ? {
            outcome: 'ask',
            title: t('subscription.confirm.title'),
            lead: t('subscription.confirm.lead'),
            items: servicesOf(state.services),
            form: { action, hidden: { token: state.token }, submit: t('subscription.confirm.button') },
          }
        : {
            outcome: 'done',
            title: t('subscription.confirm.doneTitle'),
            lead: t('subscription.confirm.doneLead'),
            items: servicesOf(state.services),
            note: t('subscription.confirm.doneNote'),
            actions: backHome,
          };
  } else {
    card =
      state.outcome === 'ask'
        ? { outcome: 'ask', title: t('subscription.unsubscribe.title'), lead: t('subscription.unsubscribe.lead'), form: { action, hidden: { token: state.token }, submit: t('subscription.unsubscribe.button') } }
        : { outcome: 'done', title: t('subscription.unsubscribe.doneTitle'), lead: t('subscription.unsubscribe.doneLead'), actions: backHome };
  }

  return (
    <Container width="prose" className="py-14 sm:py-20">
      <SubscriptionCard {...card} />
    </Container>
  );
}
