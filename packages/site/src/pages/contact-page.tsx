import { honeypotField } from '@zk/data';
import { useSubmitContact } from '@zk/data/react';
import { ContactForm, ContactInfo, Container, contactFormFields, FormSuccess, PageIntro } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { BackHomeButton } from '../components/back-home-button';
import { siteConfig } from '../site-config';
import { useFormPage } from './use-form-page';

export function ContactPage() {
  const { t } = useI18n();
  const { sent, served, formProps } = useFormPage({
    form: 'contact',
    fields: contactFormFields,
    submission: useSubmitContact(),
    failure: t('form.failure'),
  });

  return (
    <>
      <PageIntro title={t('pages.contact.title')} lead={t('pages.contact.lead')} />
      <Container className="grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:gap-12">
        {sent ? (
          <FormSuccess
            title={t('common.thankYou')}
            message={t('form.success')}
            note={t('contact.success.note')}
            action={<BackHomeButton />}
          />
        ) : (
          <ContactForm
            {...formProps}
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
            defaultValues={served?.values}
            honeypotName={honeypotField}
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
