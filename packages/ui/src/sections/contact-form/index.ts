export {
  ContactForm,
  contactFormFields,
  type ContactFormField,
  type ContactFormLabels,
  type ContactFormProps,
  type ContactFormValues,
} from './contact-form';
export { ContactInfo, type ContactInfoProps } from './contact-info';
