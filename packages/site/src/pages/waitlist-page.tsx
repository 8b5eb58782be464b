import { honeypotField, waitlistServiceIds, type WaitlistServiceId } from '@zk/data';
import { useSubmitWaitlist } from '@zk/data/react';
import { Container, FormSuccess, PageIntro, WaitlistForm, waitlistFormFields, type WaitlistService } from '@zk/ui';
import { AtSign, Camera, Hash, MailCheck, PhoneCall, Send, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { BackHomeButton } from '../components/back-home-button';
import { siteConfig } from '../site-config';
import { serviceKeys } from '../waitlist-service-keys';
import { useFormPage } from './use-form-page';

const serviceIcons: Record<WaitlistServiceId, ReactNode> = {
  'cold-email': <AtSign />,
  'personalized-email': <MailCheck />,
  'social-media': <Share2 />,
  'phone-callers': <PhoneCall />,
  instagram: <Camera />,
  twitter: <Hash />,
  telegram: <Send />,
};

/** The service named by `?service=`, when it is one of ours (the server renders that page with it). */
function serviceFromQuery(search: string): WaitlistServiceId | undefined {
  const id = new URLSearchParams(search).get('service');
  return waitlistServiceIds.find((known) => known === id);
}

export function WaitlistPage() {
  const { language, t } = useI18n();
  const { search } = useLocation();
  const preselected = serviceFromQuery(search);
  const { sent, served, formProps } = useFormPage({
    form: 'waitlist',
    fields: waitlistFormFields,
    submission: useSubmitWaitlist(),
    failure: t('waitlist.errors.failure'),
    fieldMessage: { services: t('waitlist.labels.selectService'), consent: t('waitlist.consent.required') },
    noValidServices: t('waitlist.errors.noValidServices'),
  });

  const services: WaitlistService[] = waitlistServiceIds.map((id) => ({
    id,
    title: t(`waitlist.services.${serviceKeys[id]}.title`),
    description: t(`waitlist.services.${serviceKeys[id]}.description`),
    icon: serviceIcons[id],
  }));

  return (
    <>
      <PageIntro title={t('pages.waitlist.title')} lead={t('pages.waitlist.lead')} />
      <Container width="prose" className="py-14 sm:py-20">
        {sent ? (
          <FormSuccess
            title={t('common.thankYou')}
            message={
              <>
                <span>{t('form.waitlistSuccess')}</span> <span>{t('waitlist.success.checkInbox')}</span>
              </>
            }
            note={t('waitlist.success.note', { email: siteConfig.contactEmail })}
            action={<BackHomeButton />}
          />
        ) : (
          <WaitlistForm
            {...formProps}
            key={preselected ?? ''}
            services={services}
            defaultSelected={served?.values.services ?? (preselected ? [preselected] : [])}
            defaultValues={served?.values}
            labels={{
              services: t('waitlist.labels.services'),
              servicesHint: t('waitlist.labels.servicesHint'),
              selectService: t('waitlist.labels.selectService'),
              details: t('waitlist.labels.details'),
              fullName: t('common.fullName'),
              email: t('common.email'),
              namePlaceholder: t('placeholders.name'),
              emailPlaceholder: t('placeholders.email'),
              consent: t('waitlist.consent.label'),
              consentPrivacyLink: t('waitlist.consent.privacyLink'),
              consentNewTab: t('waitlist.consent.newTab'),
              submit: t('waitlist.labels.submit'),
              submitting: t('common.submitting'),
              honeypot: t('forms.honeypot'),
            }}
            honeypotName={honeypotField}
            privacyHref={`/${language}/privacy`}
          />
        )}
      </Container>
    </>
  );
}
