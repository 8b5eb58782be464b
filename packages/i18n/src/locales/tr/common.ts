import type { Dictionary } from '../../dictionary';

const common: Pick<Dictionary, 'common' | 'placeholders' | 'form'> = {
  common: {
    services: 'Hizmetler',
    process: 'Süreç',
    whyChooseUs: 'Neden biz',
    pricing: 'Fiyatlandırma',
    faq: 'SSS',
    aboutUs: 'Hakkımızda',
    contactUs: 'Bize ulaşın',
    getStarted: 'Hemen başlayın',
    learnMore: 'Daha fazla bilgi',
    backToHome: 'Ana sayfaya dön',
    joinWaitlist: 'Bekleme listesine katılın',
    requestDemo: 'Demo talep edin',
    comingSoon: 'Çok yakında',
    submit: 'Gönder',
    submitting: 'Gönderiliyor...',
    thankYou: 'Teşekkürler!',
    error: 'Hata',
    success: 'Başarılı',
    loading: 'Yükleniyor…',
    fullName: 'Ad Soyad',
    email: 'E-posta',
    message: 'Mesaj',
    inquiry: 'Talebiniz',
    required: 'Zorunlu',
    skipToContent: 'Ana içeriğe geç',
  },
  placeholders: {
    name: 'Ayşe Yılmaz',
    email: 'ayse@sirketiniz.com',
    message: 'Bize işletmenizden ve neleri otomatikleştirmek istediğinizden bahsedin.',
  },
  form: {
    required: 'Bu alan zorunludur',
    invalidEmail: 'Lütfen geçerli bir e-posta adresi girin',
    failure: 'Form gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    success: 'Mesajınız için teşekkür ederiz! En kısa sürede sizinle iletişime geçeceğiz.',
    waitlistSuccess: 'Neredeyse tamam: Lütfen kaydınızı onaylayın.',
  },
};

export default common;
