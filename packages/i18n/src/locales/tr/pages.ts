import type { Dictionary } from '../../dictionary';

const pages: Dictionary['pages'] = {
  contact: {
    title: 'Otomasyonunuzu konuşalım',
    lead: 'Ekibinizin nerede zaman kaybettiğini anlatın. 24 saat içinde somut önerilerle dönüş yapıyoruz; ücretsiz ve hiçbir yükümlülük olmadan.',
  },
  about: {
    title: 'Hakkımızda',
    lead: 'İşletmelerin her müşteriye anında yanıt vermesine ve tekrarlayan işlere giden saatleri geri kazanmasına yardımcı oluyoruz.',
  },
  privacy: {
    title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
    lead: 'Kişisel verilerinizi nasıl işlediğimiz ve sahip olduğunuz haklar.',
  },
  terms: {
    title: 'Hizmet Koşulları',
    lead: 'Yapay zekâ otomasyon hizmetlerimizi sunduğumuz koşullar.',
  },
  impressum: {
    title: 'Künye',
    lead: 'Alman Dijital Hizmetler Kanunu (DDG) m. 5 uyarınca zorunlu bilgiler.',
  },
  waitlist: {
    title: 'Yeni yapay zekâ hizmetleri için bekleme listesi',
    lead: 'Sıradaki yapay zekâ hizmetlerimiz neredeyse hazır. İlgilendiklerinizi seçin, ilk deneyenlerden olun.',
  },
  faq: {
    title: 'Sıkça sorulan sorular',
    lead: 'Yapay zekâ chatbotlarımız ve otomasyon çözümlerimiz hakkında bilmek istedikleriniz tek bir yerde.',
  },
  zkagent: {
    title: 'ZK Agent: destek, satış ve randevular için tek bir yapay zekâ ajanı',
    lead: 'Günün her saati müşterilerinize yanıt verir, randevu oluşturur, CRM’inizi günceller ve her görüşmeyi raporlar.',
  },
};

export default { pages };
