import { honeypotField, waitlistServiceIds, type WaitlistServiceId } from '@zk/data';
import { useSubmitWaitlist } from '@zk/data/react';
import { Container, PageIntro, WaitlistForm } from '@zk/ui';
import { useLocation } from '../app/location';
import { usePropsContext } from '../app/use-props-context';
import { waitlistFields, waitlistFormLabels, waitlistServicesProps } from '../props/waitlist';
import { pageIntroProps } from '../props/page-intro';
import { lazyThanks } from './lazy-form-thanks';
import { useFormPage } from './use-form-page';

/** The service named by `?service=`, when it is one of ours (the server renders that page with it). */
function serviceFromQuery(search: string): WaitlistServiceId | undefined {
  const id = new URLSearchParams(search).get('service');
  return waitlistServiceIds.find((known) => known === id);
}

const thanks = lazyThanks(() => import('./waitlist-thanks'));

export function WaitlistPage() {
  const context = usePropsContext();
  const { t } = context;
  const { search } = useLocation();
  const preselected = serviceFromQuery(search);
  const { sent, served, formProps } = useFormPage({
    form: 'waitlist',
    fields: waitlistFields,
    submission: useSubmitWaitlist(),
    failure: t('waitlist.errors.failure'),
    fieldMessage: { services: t('waitlist.labels.selectService'), consent: t('waitlist.consent.required') },
    noValidServices: t('waitlist.errors.noValidServices'),
    thanks,
  });

  return (
    <>
      <PageIntro {...pageIntroProps(context, 'waitlist')} />
      <Container width="prose" className="py-14 sm:py-20">
        {sent ? (
          <thanks.Thanks />
        ) : (
          <WaitlistForm
            {...formProps}
            key={preselected ?? ''}
            services={waitlistServicesProps(context)}
            defaultSelected={served?.values.services ?? (preselected ? [preselected] : [])}
            defaultValues={served?.values}
            labels={waitlistFormLabels(context)}
            honeypotName={honeypotField}
            privacyHref={`/${context.language}/privacy`}
          />
        )}
      </Container>
    </>
  );
}
