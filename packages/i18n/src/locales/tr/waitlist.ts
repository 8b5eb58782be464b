import type { Dictionary } from '../../dictionary';

const waitlist: Pick<Dictionary, 'waitlist'> & { pages: Pick<Dictionary['pages'], 'waitlist'> } = {
  pages: {
    waitlist: {
      title: 'Yeni yapay zekâ hizmetleri için bekleme listesi',
      lead: 'Sıradaki yapay zekâ hizmetlerimiz neredeyse hazır. İlgilendiklerinizi seçin, ilk deneyenlerden olun.',
    },
  },
  waitlist: {
    labels: {
      services: 'Hangi hizmetlerle ilgileniyorsunuz?',
      servicesHint: 'Bir veya birden fazla hizmet seçin. Seçiminizi istediğiniz zaman değiştirebilirsiniz.',
      selectService: 'Devam etmek için en az bir hizmet seçin.',
      details: 'Bilgileriniz',
      submit: 'Bekleme listesine katılın',
    },
    consent: {
      label:
        'Seçtiğim hizmetler kullanıma sunulduğunda bunu duyurmak üzere ZK Automations tarafından tarafıma e-posta ile ticari elektronik ileti gönderilmesine onay veriyorum. Bu onayımı, her e-postadaki bağlantıyla dilediğim zaman ücretsiz olarak geri alabilirim.',
      privacyLink: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
      newTab: '(yeni sekmede açılır)',
      required: 'Lansmandan haberdar olmak için lütfen kutuyu işaretleyin.',
    },
    services: {
      coldEmail: {
        title: 'E-posta ile Müşteri Kazanımı',
        description:
          'Yapay zekâ, e-postalarınızı almayı kabul etmiş her kişiye özel bir e-posta yazar, onayladığınız takip e-postalarını gönderir ve yanıt geldiğinde ya da alıcı listeden çıktığında durur.',
      },
      personalizedEmail: {
        title: 'Kişiselleştirilmiş E-posta Kampanyaları',
        description: 'Her mesaj alıcının şirketine, pozisyonuna ve güncel faaliyetlerine göre, büyük ölçekte kişiselleştirilir.',
      },
      socialMedia: {
        title: 'Sosyal Medyada Müşteri Kazanımı',
        description: 'LinkedIn ve diğer ağlarda potansiyel müşterilerle otomatik olarak sohbet başlatır.',
      },
      phoneCallers: {
        title: 'Yapay Zekâ Telefon Asistanları',
        description: 'Aramaları yanıtlayan, potansiyel müşterileri nitelendiren ve randevu oluşturan doğal sesli asistanlar.',
      },
      instagram: {
        title: 'Instagram Otomasyonu',
        description: 'DM’lere, yorumlara ve hikâye bahsetmelerine anında yanıt vererek takipçileri müşteriye dönüştürür.',
      },
      twitter: {
        title: 'Twitter Terminali',
        description: 'X’i (Twitter) satın alma sinyalleri için izler ve doğru gönderilere gerçek zamanlı yanıt verir.',
      },
      telegram: {
        title: 'Telegram Botu',
        description: 'Soruları yanıtlayan, sipariş alan ve topluluğunuzu güncel tutan bir Telegram botu.',
      },
    },
    success: {
      checkInbox:
        'Lütfen gelen kutunuzu kontrol edin: Kaydınızı onaylamanız için size bir bağlantı içeren bir e-posta gönderdik. Onaylayana kadar size yazmayacağız.',
      note: 'Bu arada sorularınız mı var? Bize {{email}} adresinden yazın.',
    },
    errors: {
      failure: 'Bekleme listesine katılırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      noValidServices: 'Geçerli bir hizmet seçilmedi',
    },
  },
};

export default waitlist;
