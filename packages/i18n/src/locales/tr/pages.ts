import type { Dictionary } from '../../dictionary';

const pages: Dictionary['pages'] = {
  contact: {
    title: 'Otomasyonunuzu konuşalım',
    lead: 'Ekibinizin nerede zaman kaybettiğini anlatın. 24 saat içinde somut önerilerle, ücretsiz olarak dönüş yapıyoruz.',
  },
  about: {
    title: 'Hakkımızda',
    lead: 'İşletmelerin her müşteriye anında yanıt vermesine ve tekrarlayan işlere giden saatleri geri kazanmasına yardımcı oluyoruz.',
  },
  privacy: {
    title: 'Gizlilik Politikası',
    lead: 'Kişisel verilerinizi nasıl işlediğimiz ve sahip olduğunuz haklar.',
  },
  terms: {
    title: 'Kullanım Koşulları',
    lead: 'Yapay zekâ otomasyon hizmetlerimizi sunduğumuz koşullar.',
  },
  impressum: {
    title: 'Künye',
    lead: 'Alman hukukuna göre yasal bilgiler.',
  },
  waitlist: {
    title: 'Bekleme listesine katılın',
    lead: 'Yeni yapay zekâ hizmetlerimiz neredeyse hazır. İlgilendiklerinizi seçin, ilk deneyenlerden olun.',
  },
  faq: {
    title: 'Sıkça sorulan sorular',
    lead: 'Yapay zekâ sohbet botlarımız ve otomasyon çözümlerimiz hakkında bilmek istedikleriniz tek bir yerde.',
  },
  zkagent: {
    title: 'ZK Agent: destek, satış ve randevular için tek bir yapay zekâ ajanı',
    lead: 'Müşterilerinize yanıt verir, randevu alır, CRM’inizi günceller ve her görüşmeyi raporlar; günün her saati.',
  },
};

export default { pages };
