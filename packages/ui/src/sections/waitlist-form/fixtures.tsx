import { AtSign, Camera, Hash, MailCheck, PhoneCall, Send, Share2 } from 'lucide-react';
import type { WaitlistService } from './service-tile';
import type { WaitlistFormLabels } from './waitlist-form';

const icons = [<AtSign />, <MailCheck />, <Share2 />, <PhoneCall />, <Camera />, <Hash />, <Send />];
const ids = ['cold-email', 'personalized-email', 'social-media', 'phone-callers', 'instagram', 'twitter', 'telegram'];
const withIds = (items: [string, string][]): WaitlistService[] =>
  items.map(([title, description], i) => ({ id: ids[i]!, title, description, icon: icons[i] }));

export const servicesEn = withIds([
  ['Cold Email Outreach', 'AI finds the right prospects, writes the first e-mail and follows up until they reply.'],
  ['Personalized Email Outreach', 'Every message tailored to the recipient’s company, role and recent activity, at scale.'],
  ['Social Media Outreach', 'Start conversations with potential customers on LinkedIn and other networks automatically.'],
  ['AI Phone Callers', 'Natural-sounding voice agents that answer calls, qualify leads and book appointments.'],
  ['Instagram Automation', 'Instant replies to DMs, comments and story mentions that turn followers into customers.'],
  ['Twitter Terminal', 'Monitor X (Twitter) for buying signals and engage with the right posts in real time.'],
  ['Telegram Bot', 'A Telegram bot that answers questions, takes orders and sends updates to your community.'],
]);

export const servicesDe = withIds([
  ['E-Mail-Akquise', 'Die KI findet passende Interessenten, schreibt die erste E-Mail und fasst nach, bis eine Antwort kommt.'],
  ['Personalisierte E-Mail-Kampagnen', 'Jede Nachricht ist auf Unternehmen, Rolle und aktuelle Aktivitäten des Empfängers zugeschnitten – auch bei Tausenden Empfängern.'],
  ['Social-Media-Akquise', 'Startet automatisch Gespräche mit potenziellen Kunden auf LinkedIn und in anderen Netzwerken.'],
  ['KI-Telefonassistenten', 'Natürlich klingende Sprachagenten, die Anrufe annehmen, Leads qualifizieren und Termine vereinbaren.'],
  ['Instagram-Automatisierung', 'Sofortige Antworten auf Direktnachrichten, Kommentare und Story-Erwähnungen.'],
  ['Twitter-Terminal', 'Beobachtet X (Twitter) auf Kaufsignale und reagiert in Echtzeit auf die richtigen Beiträge.'],
  ['Telegram-Bot', 'Ein Telegram-Bot, der Fragen beantwortet, Bestellungen aufnimmt und Ihre Community informiert.'],
]);

export const servicesTr = withIds([
  ['Soğuk E-posta Kampanyaları', 'Yapay zekâ doğru potansiyel müşterileri bulur, ilk e-postayı yazar ve yanıt gelene kadar takip eder.'],
  ['Kişiselleştirilmiş E-posta Kampanyaları', 'Her mesaj alıcının şirketine, pozisyonuna ve güncel faaliyetlerine göre kişiselleştirilir.'],
  ['Sosyal Medyada Müşteri Kazanımı', 'LinkedIn ve diğer ağlarda potansiyel müşterilerle otomatik olarak sohbet başlatır.'],
  ['Yapay Zekâ Telefon Asistanları', 'Aramaları yanıtlayan, potansiyel müşterileri değerlendiren ve randevu oluşturan asistanlar.'],
  ['Instagram Otomasyonu', 'DM’lere, yorumlara ve hikâye bahsetmelerine anında yanıt verir.'],
  ['Twitter Terminali', 'X’i (Twitter) satın alma sinyalleri için izler ve doğru gönderilere yanıt verir.'],
  ['Telegram Botu', 'Soruları yanıtlayan, sipariş alan ve topluluğunuzu güncel tutan bir Telegram botu.'],
]);

export const waitlistLabelsEn: WaitlistFormLabels = {
  services: 'Which services interest you?',
  servicesHint: 'Select one or more. You can change your mind at any time.',
  selectService: 'Select at least one service to continue.',
  details: 'Your details',
  fullName: 'Full Name',
  email: 'Email',
  namePlaceholder: 'Jane Smith',
  emailPlaceholder: 'jane@company.com',
  submit: 'Join the waitlist',
  submitting: 'Submitting...',
  honeypot: 'Leave this field empty',
};

export const waitlistLabelsDe: WaitlistFormLabels = {
  services: 'Welche Leistungen interessieren Sie?',
  servicesHint: 'Wählen Sie einen oder mehrere aus. Sie können Ihre Auswahl jederzeit ändern.',
  selectService: 'Bitte wählen Sie mindestens eine Leistung aus.',
  details: 'Ihre Angaben',
  fullName: 'Vollständiger Name',
  email: 'E-Mail',
  namePlaceholder: 'Erika Mustermann',
  emailPlaceholder: 'erika@unternehmen.de',
  submit: 'Auf die Warteliste',
  submitting: 'Wird gesendet …',
  honeypot: 'Dieses Feld bitte leer lassen',
};

export const waitlistLabelsTr: WaitlistFormLabels = {
  services: 'Hangi hizmetlerle ilgileniyorsunuz?',
  servicesHint: 'Bir veya birden fazla hizmet seçin. Seçiminizi istediğiniz zaman değiştirebilirsiniz.',
  selectService: 'Devam etmek için en az bir hizmet seçin.',
  details: 'Bilgileriniz',
  fullName: 'Ad Soyad',
  email: 'E-posta',
  namePlaceholder: 'Ayşe Yılmaz',
  emailPlaceholder: 'ayse@sirketiniz.com',
  submit: 'Bekleme listesine katılın',
  submitting: 'Gönderiliyor...',
  honeypot: 'Bu alanı boş bırakın',
};

export const waitlistErrors = {
  en: { failure: 'Failed to join waitlist. Please try again later.', noValidServices: 'No valid services selected' },
  de: { failure: 'Die Anmeldung zur Warteliste ist fehlgeschlagen. Bitte versuchen Sie es später erneut.', noValidServices: 'Keine gültigen Leistungen ausgewählt' },
  tr: { failure: 'Bekleme listesine katılırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.', noValidServices: 'Geçerli bir hizmet seçilmedi' },
  rateLimited: 'Too many attempts in a short time. Please wait a minute and try again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
};
