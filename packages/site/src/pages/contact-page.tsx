import { honeypotField } from '@zk/data';
import { useSubmitContact } from '@zk/data/react';
import { ContactForm, ContactInfo, Container, PageIntro } from '@zk/ui';
import { usePropsContext } from '../app/use-props-context';
import { contactFields, contactFormLabels, contactInfoProps } from '../props/contact';
import { pageIntroProps } from '../props/page-intro';
import { lazyThanks } from './lazy-form-thanks';
import { useFormPage } from './use-form-page';

const thanks = lazyThanks(() => import('./contact-thanks'));

export function ContactPage() {
  const context = usePropsContext();
  const { t } = context;
  const { sent, served, formProps } = useFormPage({
    form: 'contact',
    fields: contactFields,
    submission: useSubmitContact(),
    failure: t('form.failure'),
    thanks,
  });

  return (
    <>
      <PageIntro {...pageIntroProps(context, 'contact')} />
      <Container className="grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:gap-12">
        {sent ? (
          <thanks.Thanks />
        ) : (
          <ContactForm
            {...formProps}
            aria-label={t('contact.formTitle')}
            labels={contactFormLabels(context)}
            defaultValues={served?.values}
            honeypotName={honeypotField}
            privacyHref={`/${context.language}/privacy`}
          />
        )}
        <ContactInfo {...contactInfoProps(context)} />
      </Container>
    </>
  );
}
