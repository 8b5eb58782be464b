import { honeypotField, waitlistServiceIds, type WaitlistEntryInput, type WaitlistServiceId } from '@zk/data';
import { useSubmitWaitlist } from '@zk/data/react';
import { Button, Container, FormSuccess, PageIntro, WaitlistForm, type WaitlistFormField, type WaitlistFormValues, type WaitlistService } from '@zk/ui';
import { ArrowLeft, AtSign, Camera, Hash, MailCheck, PhoneCall, Send, Share2 } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { RouterLink } from '../components/router-link';
import { siteConfig } from '../site-config';
import { serviceKeys } from '../waitlist-service-keys';
import { fieldMessages, loadValidation, submitErrorMessage } from './form-messages';

const serviceIcons: Record<WaitlistServiceId, ReactNode> = {
  'cold-email': <AtSign />,
  'personalized-email': <MailCheck />,
  'social-media': <Share2 />,
  'phone-callers': <PhoneCall />,
  instagram: <Camera />,
  twitter: <Hash />,
  telegram: <Send />,
};

const formFields = ['fullName', 'email'] as const;
const noop = () => () => {};

/** False during prerender and hydration, true afterwards: the query string is unknown to the static HTML. */
function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export function WaitlistPage() {
  const { language, t } = useI18n();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const preselected = hydrated ? new URLSearchParams(search).get('service') : null;
  const { status, error, submit } = useSubmitWaitlist();
  const [clientErrors, setClientErrors] = useState<Partial<Record<WaitlistFormField, string>>>();
  const serverErrors = useMemo(() => (error ? fieldMessages(error.fieldErrors, formFields, t, t('waitlist.errors.noValidServices')) : undefined), [error, t]);

  const services: WaitlistService[] = waitlistServiceIds.map((id) => ({
    id,
    title: t(`waitlist.services.${serviceKeys[id]}.title`),
    description: t(`waitlist.services.${serviceKeys[id]}.description`),
    icon: serviceIcons[id],
  }));

  async function handleSubmit(values: WaitlistFormValues) {
    const input: WaitlistEntryInput = {
      fullName: values.fullName,
      email: values.email,
      services: values.services,
      language,
      [honeypotField]: values.honeypot,
    };
    const { validate, waitlistEntrySchema } = await loadValidation();
    const checked = validate(waitlistEntrySchema, input);
    const messages = checked.ok ? undefined : fieldMessages(checked.fieldErrors, formFields, t, t('waitlist.errors.noValidServices'));
    setClientErrors(messages);
    if (!messages) void submit(input);
  }

  return (
    <>
      <PageIntro title={t('pages.waitlist.title')} lead={t('pages.waitlist.lead')} />
      <Container width="prose" className="py-14 sm:py-20">
        {status === 'success' ? (
          <FormSuccess
            title={t('common.thankYou')}
            message={t('form.waitlistSuccess')}
            note={t('waitlist.success.note', { email: siteConfig.contactEmail })}
            action={
              <Button asChild variant="secondary">
                <RouterLink href={`/${language}`}>
                  <ArrowLeft aria-hidden />
                  {t('common.backToHome')}
                </RouterLink>
              </Button>
            }
          />
        ) : (
          <WaitlistForm
            key={preselected ?? ''}
            services={services}
            defaultSelected={preselected ? [preselected] : []}
            labels={{
              services: t('waitlist.labels.services'),
              servicesHint: t('waitlist.labels.servicesHint'),
              selectService: t('waitlist.labels.selectService'),
              details: t('waitlist.labels.details'),
              fullName: t('common.fullName'),
              email: t('common.email'),
              namePlaceholder: t('placeholders.name'),
              emailPlaceholder: t('placeholders.email'),
              submit: t('waitlist.labels.submit'),
              submitting: t('common.submitting'),
              honeypot: t('forms.honeypot'),
            }}
            status={status === 'submitting' ? 'submitting' : status === 'error' && !serverErrors ? 'error' : 'idle'}
            fieldErrors={clientErrors ?? (status === 'error' ? serverErrors : undefined)}
            errorMessage={submitErrorMessage(error, t('waitlist.errors.failure'), t, t('waitlist.errors.noValidServices'))}
            honeypotName={honeypotField}
            onSubmit={(values) => void handleSubmit(values)}
            onFocus={() => void loadValidation()}
          />
        )}
      </Container>
    </>
  );
}
