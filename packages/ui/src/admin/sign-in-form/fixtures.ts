import type { SignInFormLabels } from './sign-in-form';

export const signInLabelsEn: SignInFormLabels = {
  eyebrow: 'Operator console',
  title: 'Welcome back',
  lead: 'Sign in to manage the countdown banner, review leads and open the demo sites.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  note: 'For security, a session lasts five minutes from sign-in.',
};

export const signInLabelsDe: SignInFormLabels = {
  eyebrow: 'Betreiberkonsole',
  title: 'Willkommen zurück',
  lead: 'Melden Sie sich an, um das Countdown-Banner zu verwalten, Anfragen einzusehen und die Demo-Seiten zu öffnen.',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  note: 'Aus Sicherheitsgründen gilt eine Sitzung fünf Minuten ab der Anmeldung.',
};

export const signInLabelsTr: SignInFormLabels = {
  eyebrow: 'Yönetim paneli',
  title: 'Tekrar hoş geldiniz',
  lead: 'Geri sayım bannerını yönetmek, talepleri incelemek ve demo siteleri açmak için giriş yapın.',
  email: 'E-posta',
  password: 'Şifre',
  submit: 'Giriş yap',
  submitting: 'Giriş yapılıyor...',
  note: 'Güvenliğiniz için oturum, girişten itibaren beş dakika geçerlidir.',
};
