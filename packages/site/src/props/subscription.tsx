import { confirmLinkDays, type SubscriptionPageState, type WaitlistServiceId } from '@zk/data';
import { Button, type SubscriptionCardProps } from '@zk/ui';
import type { PropsContext } from './context';
import { backHomeAction } from './form-success';
import { serviceKeys } from './waitlist-service-keys';

/**
 * The card of `/{lang}/waitlist/confirm` and `/{lang}/waitlist/unsubscribe` in the state the server
 * decided (`packages/server/src/subscription/`): the button that posts the token, what was done, or the
 * one answer to an expired, used or made-up link.
 */
export function subscriptionCardProps(context: PropsContext, state: SubscriptionPageState): SubscriptionCardProps {
  const { t, language, Link } = context;
  const servicesOf = (ids: WaitlistServiceId[]) => ({
    label: t('subscription.confirm.servicesTitle'),
    list: ids.map((id) => t(`waitlist.services.${serviceKeys[id]}.title`)),
  });
  const action = `/${language}/waitlist/${state.page}`;
  const home = backHomeAction(context);
  if (state.outcome === 'invalid') {
    return {
      outcome: 'invalid',
      title: t('subscription.invalid.title'),
      lead: t('subscription.invalid.lead', { days: confirmLinkDays }),
      actions: (
        <>
          {home}
          {state.page === 'confirm' ? (
            <Button asChild variant="ghost">
              <Link href={`/${language}/waitlist`}>{t('subscription.invalid.action')}</Link>
            </Button>
          ) : null}
        </>
      ),
    };
  }
  if (state.page === 'confirm') {
    return state.outcome === 'ask'
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
          actions: home,
        };
  }
  return state.outcome === 'ask'
    ? {
        outcome: 'ask',
        title: t('subscription.unsubscribe.title'),
        lead: t('subscription.unsubscribe.lead'),
        form: { action, hidden: { token: state.token }, submit: t('subscription.unsubscribe.button') },
      }
    : { outcome: 'done', title: t('subscription.unsubscribe.doneTitle'), lead: t('subscription.unsubscribe.doneLead'), actions: home };
}
