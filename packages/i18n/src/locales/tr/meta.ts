import type { Dictionary } from '../../dictionary';

const meta: Dictionary['meta'] = {
  home: {
    title: 'Yapay Zekâ Chatbotları ve Süreç Otomasyonu | {{brand}}',
    description:
      'İşletmeniz için yapay zekâ chatbotları, CRM entegrasyonlu potansiyel müşteri kazanımı ve otomatik randevu planlama. 72 saatte kullanıma hazır, aylık iptal imkânı.',
  },
  contact: {
    title: 'İletişim: Ücretsiz Yapay Zekâ Danışmanlığı | {{brand}}',
    description:
      'Neyi otomatikleştirmek istediğinizi bize anlatın. 24 saat içinde yanıt veriyor, yapay zekâ chatbotlarının ve otomasyonun işletmenizde nerede kazandıracağını gösteriyoruz.',
  },
  about: {
    title: 'Hakkımızda: Misyonumuz ve Değerlerimiz | {{brand}}',
    description:
      'İşletmeleri daha hızlı ve daha kişisel kılan yapay zekâ chatbotları ve otomasyonlar geliştiriyoruz. Misyonumuzu, değerlerimizi ve vizyonumuzu tanıyın.',
  },
  privacy: {
    title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni | {{brand}}',
    description:
      'Kişisel verilerinizi GDPR ve KVKK kapsamında nasıl topladığımız, sakladığımız ve koruduğumuz, kimlere aktardığımız ve haklarınız.',
  },
  terms: {
    title: 'Hizmet Koşulları | {{brand}}',
    description:
      'Yapay zekâ otomasyon hizmetlerimiz için hizmet kapsamı, aylık faturalandırma, fesih, sorumluluğun sınırlandırılması ve uygulanacak hukuk.',
  },
  impressum: {
    title: 'Künye | {{brand}}',
    description: 'Künye: Bu web sitesinin arkasındaki şirket ve iletişim bilgileri.',
  },
  waitlist: {
    title: 'Yeni Yapay Zekâ Hizmetleri için Bekleme Listesi | {{brand}}',
    description:
      'Yapay zekâ destekli e-posta ile müşteri kazanımını, yapay zekâ telefon asistanlarını, Instagram otomasyonunu, Telegram botunu ve daha fazlasını ilk deneyenlerden olun. İlgilendiğiniz hizmetleri seçin ve bekleme listesine katılın.',
  },
  faq: {
    title: 'SSS: Yapay Zekâ Chatbotları ve Otomasyon Hakkında | {{brand}}',
    description:
      'Yapay zekâ chatbotlarımız ve süreç otomasyonu çözümlerimiz hakkında sık sorulan sorular: kurulum süresi, entegrasyonlar, veri koruma, fiyatlandırma ve sonuçlar.',
  },
  zkagent: {
    title: 'ZK Agent: Destek, Satış ve Randevular için Yapay Zekâ Ajanı | {{brand}}',
    description:
      'Müşterilere yanıt veren, randevu oluşturan, potansiyel müşterileri CRM’e aktaran, ürün öneren ve her görüşmeyi raporlayan tek bir yapay zekâ ajanı.',
  },
  notFound: {
    title: '404: Sayfa bulunamadı | {{brand}}',
    description: 'Bu sayfa mevcut değil. Ana sayfaya yönlendiriliyorsunuz.',
  },
};

export default { meta };
