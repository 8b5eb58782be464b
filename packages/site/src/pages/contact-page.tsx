import { honeypotField, type ContactInquiryInput } from '@zk/data';
import { useSubmitContact } from '@zk/data/react';
import { Button, ContactForm, ContactInfo, Container, contactFormFields, FormSuccess, PageIntro, type ContactFormField, type ContactFormValues } from '@zk/ui';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { RouterLink } from '../components/router-link';
import { siteConfig } from '../site-config';
import { fieldMessages, loadValidation, submitErrorMessage } from './form-messages';

export function ContactPage() {
  const { language, t } = useI18n();
  const { status, error, submit } = useSubmitContact();
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactFormField, string>>>();
  const serverErrors = useMemo(() => (error ? fieldMessages(error.fieldErrors, contactFormFields, t) : undefined), [error, t]);

  async function handleSubmit(values: ContactFormValues) {
    const input: ContactInquiryInput = {
      fullName: values.fullName,
      email: values.email,
      inquiry: values.inquiry,
      [honeypotField]: values.honeypot,
    };
    const { validate, contactInquirySchema } = await loadValidation();
    const checked = validate(contactInquirySchema, input);
    const messages = checked.ok ? undefined : fieldMessages(checked.fieldErrors, contactFormFields, t);
    setClientErrors(messages);
    if (!messages) void submit(input);
  }

  return (
    <>
      <PageIntro title={t('pages.contact.title')} lead={t('pages.contact.lead')} />
      <Container className="grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:gap-12">
        {status === 'success' ? (
          <FormSuccess
            title={t('common.thankYou')}
            message={t('form.success')}
            note={t('contact.success.note')}
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
          <ContactForm
            aria-label={t('contact.formTitle')}
            labels={{
              fullName: t('common.fullName'),
              email: t('common.email'),
              inquiry: t('common.inquiry'),
              namePlaceholder: t('placeholders.name'),
              emailPlaceholder: t('placeholders.email'),
              inquiryPlaceholder: t('placeholders.message'),
              submit: t('contact.submit'),
              submitting: t('common.submitting'),
              honeypot: t('forms.honeypot'),
            }}
            status={status === 'submitting' ? 'submitting' : status === 'error' && !serverErrors ? 'error' : 'idle'}
            fieldErrors={clientErrors ?? (status === 'error' ? serverErrors : undefined)}
            errorMessage={submitErrorMessage(error, t('form.failure'), t)}
            honeypotName={honeypotField}
            onSubmit={(values) => void handleSubmit(values)}
            onFocus={() => void loadValidation()}
          />
        )}
        <ContactInfo
          title={t('contact.details.title')}
          description={t('contact.details.description')}
          email={{ label: t('contact.details.emailLabel'), address: siteConfig.contactEmail }}
          responseTime={{ label: t('contact.details.responseLabel'), value: t('contact.details.responseValue') }}
        />
      </Container>
    </>
  );
}
