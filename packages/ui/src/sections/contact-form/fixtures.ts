import type { ContactFormLabels } from './contact-form';
import type { ContactInfoProps } from './contact-info';

export const contactLabelsEn: ContactFormLabels = {
  fullName: 'Full Name',
  email: 'Email',
  inquiry: 'Your Inquiry',
  namePlaceholder: 'Jane Smith',
  emailPlaceholder: 'jane@company.com',
  inquiryPlaceholder: 'Tell us about your business and what you would like to automate.',
  submit: 'Send inquiry',
  submitting: 'Submitting...',
  honeypot: 'Leave this field empty',
};

export const contactLabelsDe: ContactFormLabels = {
  fullName: 'Vollständiger Name',
  email: 'E-Mail',
  inquiry: 'Ihre Anfrage',
  namePlaceholder: 'Erika Mustermann',
  emailPlaceholder: 'erika@unternehmen.de',
  inquiryPlaceholder: 'Erzählen Sie uns von Ihrem Unternehmen und davon, was Sie automatisieren möchten.',
  submit: 'Anfrage senden',
  submitting: 'Wird gesendet …',
  honeypot: 'Dieses Feld bitte leer lassen',
};

export const contactLabelsTr: ContactFormLabels = {
  fullName: 'Ad Soyad',
  email: 'E-posta',
  inquiry: 'Talebiniz',
  namePlaceholder: 'Ayşe Yılmaz',
  emailPlaceholder: 'ayse@sirketiniz.com',
  inquiryPlaceholder: 'Bize işletmenizden ve neleri otomatikleştirmek istediğinizden bahsedin.',
  submit: 'Talebinizi gönderin',
  submitting: 'Gönderiliyor...',
  honeypot: 'Bu alanı boş bırakın',
};

export const fieldErrorsEn = { fullName: 'This field is required', email: 'Please enter a valid email address', inquiry: 'This field is required' };
export const fieldErrorsDe = { fullName: 'Dieses Feld ist erforderlich', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein', inquiry: 'Dieses Feld ist erforderlich' };
export const fieldErrorsTr = { fullName: 'Bu alan zorunludur', email: 'Lütfen geçerli bir e-posta adresi girin', inquiry: 'Bu alan zorunludur' };

export const contactErrorsEn = {
  failure: 'Failed to submit form. Please try again later.',
  rateLimited: 'Too many attempts in a short time. Please wait a minute and try again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
};
export const contactErrorsDe = {
  failure: 'Fehler beim Senden des Formulars. Bitte versuchen Sie es später erneut.',
  rateLimited: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  network: 'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
};
export const contactErrorsTr = {
  failure: 'Form gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  rateLimited: 'Kısa sürede çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  network: 'Sunucumuza ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
};

export const contactInfoEn: ContactInfoProps = {
  title: 'Prefer e-mail?',
  description: 'Write to us directly. A real person reads every message and replies with concrete next steps.',
  email: { label: 'E-mail', address: 'hello@example.com' },
  responseTime: { label: 'Response time', value: 'Within 24 hours' },
};
export const contactInfoDe: ContactInfoProps = {
  title: 'Lieber per E-Mail?',
  description: 'Schreiben Sie uns direkt. Jede Nachricht wird von einem Menschen gelesen und mit konkreten nächsten Schritten beantwortet.',
  email: { label: 'E-Mail', address: 'hello@example.com' },
  responseTime: { label: 'Antwortzeit', value: 'Innerhalb von 24 Stunden' },
};
export const contactInfoTr: ContactInfoProps = {
  title: 'E-postayı mı tercih edersiniz?',
  description: 'Bize doğrudan yazın. Her mesajı ekibimizden biri okur ve somut sonraki adımlarla yanıtlar.',
  email: { label: 'E-posta', address: 'hello@example.com' },
  responseTime: { label: 'Yanıt süresi', value: '24 saat içinde' },
};
