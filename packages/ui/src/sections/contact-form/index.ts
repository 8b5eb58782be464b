export { ContactForm, contactFormFields, type ContactFormField, type ContactFormLabels, type ContactFormProps } from './contact-form';
export { ContactInfo, type ContactInfoProps } from './contact-info';
