import type { Dictionary } from '../../dictionary';

const common: Pick<Dictionary, 'common' | 'placeholders' | 'form'> = {
  common: {
    services: 'Hizmetler',
    process: 'Süreç',
    whyChooseUs: 'Neden Biz',
    pricing: 'Fiyatlandırma',
    faq: 'SSS',
    aboutUs: 'Hakkımızda',
    contactUs: 'Bize Ulaşın',
    getStarted: 'Hemen Başlayın',
    learnMore: 'Daha Fazla Bilgi',
    backToHome: 'Ana Sayfaya Dön',
    joinWaitlist: 'Bekleme Listesine Katılın',
    requestDemo: 'Demo Talep Edin',
    comingSoon: 'Çok Yakında',
    submit: 'Gönder',
    submitting: 'Gönderiliyor...',
    thankYou: 'Teşekkürler!',
    error: 'Hata',
    success: 'Başarılı',
    loading: 'Yükleniyor...',
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
    waitlistSuccess:
      'Bekleme listesine eklendiniz. Seçtiğiniz hizmetler kullanıma sunulduğunda sizi bilgilendireceğiz.',
  },
};

export default common;
