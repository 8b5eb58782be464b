import type { Dictionary } from '../../dictionary';

const home: Dictionary['home'] = {
  hero: {
    eyebrow: 'Büyüyen işletmeler için yapay zekâ otomasyonu',
    headline: 'İş süreçlerinizi 7/24 çalışan yapay zekâ ile otomatikleştirin',
    subtitle:
      'Her müşteriye saniyeler içinde yanıt veren chatbotlar, potansiyel müşteri toplama ve randevu planlama; CRM’inize bağlı ve 72 saat içinde kullanıma hazır.',
    cta: 'Ücretsiz danışmanlık alın',
    claim: '72 saatte yayında, aylık iptal imkânı',
    claimFigure: 'Destek maliyetlerinde %{{percent}} oranına varan tasarruf',
  },
  problem: {
    eyebrow: 'Sorun',
    title: 'Manuel süreçler size her gün müşteri kaybettiriyor',
    description:
      'Çoğu işletme satışı ürünü yüzünden değil; geç yanıt verdiği, yeterince takip etmediği ve ekibi sürekli kapasitesinin sınırında çalıştığı için kaçırır.',
    items: {
      slowReplies: {
        title: 'Müşteriler yanıt için çok uzun bekliyor',
        description:
          'Gece ve hafta sonu gelen talepler yanıtsız kalıyor; bugünün müşterisi ise beklemek yerine bir sonraki firmaya geçiyor.',
      },
      missedLeads: {
        title: 'Kaçan potansiyel müşteriler, kaybedilen gelir demek',
        description: 'Dönüş yapılmayan her form ve yanıtlanmayan her mesaj, rakibinize giden bir satış demektir.',
      },
      manualBooking: {
        title: 'Manuel randevu planlama zaman kaybettiriyor',
        description:
          'Uygun saati bulmak için gidip gelen e-postalar ve telefonlar, ekibinizin müşteriye ayırması gereken saatleri tüketiyor.',
      },
      overworkedTeams: {
        title: 'Destek ekipleri aşırı yük altında',
        description: 'Aynı sorular tekrar tekrar geliyor; en iyi çalışanlarınız gerçek sorunları çözmek yerine aynı yanıtları kopyalıyor.',
      },
    },
  },
  services: {
    eyebrow: 'Hizmetler',
    title: 'Müşteri iletişiminizi otomatikleştirmek için ihtiyacınız olan her şey',
    description:
      'İlk mesajdan onaylanan randevuya kadar: yapay zekâ çözümlerimiz tüm kanallarınızdaki rutin işleri üstlenir ve ekibinize sıcak, nitelikli potansiyel müşteriler iletir.',
    items: {
      chatbots: {
        title: 'İşletmeler için Yapay Zekâ Chatbotları',
        description: 'Müşteri sorularını web sitenizde, WhatsApp, Telegram ve Instagram’da 7/24, markanızın diliyle anında yanıtlayın.',
      },
      leadGeneration: {
        title: 'Potansiyel Müşteri Kazanımı ve CRM Entegrasyonu',
        description:
          'Her ziyaretçiyi sohbet içinde nitelendirin, potansiyel müşterileri yapay zekâ ile puanlayın ve doğrudan CRM’inize aktarın.',
      },
      appointments: {
        title: 'Otomatik Randevu Planlama',
        description:
          'Müşterileriniz randevularını sohbet içinde alsın, değiştirsin ve onaylasın; takviminizle senkronize, otomatik hatırlatmalarla.',
      },
      agent: {
        title: 'ZK Agent',
        description:
          'En gelişmiş yapay zekâ ajanımız; destek, randevu planlama, potansiyel müşteri toplama ve ürün önerilerini araçlarınıza bağlı tek bir çözümde birleştirir.',
      },
      websites: {
        title: 'Yapay Zekâ Destekli Web Sitesi Oluşturma',
        description: 'Yapay zekâ ile hazırlanan, dönüşüm odaklı, hızlı ve modern bir web sitesi; ilk günden chatbotunuza hazır.',
      },
    },
    agentBadge: 'Öne çıkan',
    agentLink: 'ZK Agent’ı keşfedin',
    cta: 'Nasıl çalıştığını görün',
    comingSoon: {
      badge: 'Çok yakında',
      title: 'Yapay Zekâ Destekli E-posta ile Müşteri Kazanımı',
      description:
        'E-postalarınızı almayı kabul etmiş karar vericilere, yapay zekânın sizin için araştırıp yazdığı kişisel e-postalarla ulaşın.',
      features: [
        'Yalnızca e-postalarınızı almayı kabul etmiş kişilere gönderim',
        'Her alıcıya özel yazılmış e-postalar',
        'Onayladığınız takip e-postaları, her e-postada listeden çıkma bağlantısı',
        'Yanıtların algılanması ve CRM’inize aktarılması',
      ],
      cta: 'Bekleme listesine katılın',
    },
    future: {
      title: 'Gelecek Yapay Zekâ Hizmetleri',
      description: 'Yeni otomasyonlar üzerinde çalışıyoruz. Bekleme listesine katılın, ilk deneyenlerden olun.',
      badge: 'Çok yakında',
      cta: 'Bekleme listesine katılın',
      items: {
        personalizedEmail: {
          title: 'Kişiselleştirilmiş E-posta Kampanyaları',
          description: 'Her müşterinin ilgi alanlarına ve geçmişine göre hazırlanan birebir e-postalar.',
        },
        socialMedia: {
          title: 'Sosyal Medyada Müşteri Kazanımı',
          description: 'Potansiyel müşterilerinizle zaten vakit geçirdikleri platformlarda sohbet başlatın.',
        },
        phoneCallers: {
          title: 'Yapay Zekâ Telefon Asistanları',
          description: 'Aramaları yanıtlayan, potansiyel müşterileri nitelendiren ve randevu oluşturan doğal sesli yapay zekâ asistanları.',
        },
        instagram: {
          title: 'Instagram Otomasyonu',
          description: 'DM’leri, yorumları ve hikâye bahsetmelerini anında yanıtlayın; takipçilerinizi müşteriye dönüştürün.',
        },
        twitter: {
          title: 'Twitter Terminali',
          description: 'X’i (Twitter) yapay zekâ destekli tek bir terminalden takip edin, etkileşime geçin ve yanıtlayın.',
        },
        telegram: {
          title: 'Telegram Botu',
          description: 'Destek, satış ve topluluk yönetimi için size özel bir Telegram botu.',
        },
      },
    },
  },
  process: {
    eyebrow: 'Süreç',
    title: 'İlk görüşmeden çalışan otomasyona',
    description: 'Üç adımlık net bir süreç: her aşamada sırada ne olduğunu bilirsiniz.',
    steps: {
      analyze: {
        title: 'Analiz',
        description:
          'Müşteri yolculuklarınızı ve iş akışlarınızı inceliyor, otomasyonun en çok zaman ve para kazandıracağı noktaları belirliyoruz.',
      },
      build: {
        title: 'Geliştirme ve Uygulama',
        description:
          'Yapay zekâ çözümünüzü geliştiriyor, CRM’inize, takviminize ve kanallarınıza bağlıyor, 72 saat içinde yayına alıyoruz.',
      },
      maintain: {
        title: 'Bakım ve İyileştirme',
        description: 'Her görüşmeyi inceliyor, yapay zekâyı her ay iyileştiriyor ve işletmeniz büyüdükçe yeni otomasyonlar ekliyoruz.',
      },
    },
  },
  comparison: {
    eyebrow: 'Neden biz',
    title: 'Hazır kalıplar değil, işletmenize göre şekillenen çözümler',
    description: 'Hazır araçların ve manuel işin kısıtlamalarına takılmadan, süreçlerinize uyum sağlayan otomasyon.',
    caption: 'Özellik karşılaştırması: {{brand}} ve manuel çözümler',
    featureHeader: 'Özellik',
    columns: {
      manual: 'Manuel çözümler',
    },
    features: {
      automation: '7/24 otomasyon',
      leadScoring: 'Yapay zekâ ile potansiyel müşteri puanlama',
      customizable: 'Özelleştirilebilir',
      costEffective: 'Uygun maliyetli',
      monthlyCancelable: 'Aylık iptal imkânı',
      scalable: 'Ölçeklenebilir',
    },
    values: {
      yes: 'Evet',
      no: 'Hayır',
      limited: 'Sınırlı',
    },
  },
  pricing: {
    eyebrow: 'Fiyatlandırma',
    title: 'İşletmenizle birlikte büyüyen paketler',
    description: 'Her işletme farklıdır, her teklif de öyle. Size uyan paketi seçin; süreçlerinize göre birlikte şekillendirelim.',
    featured: 'En popüler',
    cta: 'Özel teklif alın',
    note: 'Aylık faturalandırma, uzun süreli sözleşme yok. Fiyatlar ihtiyaçlarınıza göre belirlenir.',
    tiers: {
      enterprise: {
        name: 'Kurumsal',
        description: 'Karmaşık süreçleri, yüksek hacmi ve kendi sistemleri olan şirketler için.',
        features: [
          'Büyüme paketindeki her şey',
          'Size özel iş akışlarıyla ZK Agent',
          'Veritabanlarınız ve şirket içi araçlarınızla entegrasyon',
          'Size özel müşteri temsilcisi',
          'Garantili yanıt süreleriyle öncelikli destek',
        ],
      },
      growth: {
        name: 'Büyüme',
        description: 'Satış ve desteği otomatikleştirmek isteyen, büyüyen ekipler için.',
        features: [
          'Başlangıç paketindeki her şey',
          'Web sitesi, WhatsApp, Telegram ve Instagram',
          'CRM entegrasyonu ve yapay zekâ ile potansiyel müşteri puanlama',
          'Otomatik randevu planlama',
          'Aylık optimizasyon görüşmesi',
        ],
      },
      starter: {
        name: 'Başlangıç',
        description: 'Yapay zekâya ilk adımı atan küçük işletmeler için.',
        features: [
          'Web siteniz için yapay zekâ chatbotu',
          'Sık sorulan sorulara 7/24 yanıt',
          'Yeni potansiyel müşteriler doğrudan e-posta kutunuzda',
          '72 saat içinde kurulum',
          'Aylık performans raporu',
        ],
      },
    },
  },
  benefits: {
    eyebrow: 'Avantajlar',
    title: 'İşletmeniz için neler değişir?',
    description: 'Daha hızlı yanıtlar, daha fazla nitelikli potansiyel müşteri ve asıl işine zaman ayırabilen bir ekip.',
    items: {
      setup: {
        stat: '72 saat',
        title: '72 saatte kullanıma hazır',
        description: 'Başlangıç toplantısından çalışan bir yapay zekâ asistanına üç günde; uzun bir BT projesine gerek kalmadan.',
      },
      savings: {
        title: 'Daha düşük destek maliyetleri',
        description: 'Yapay zekânız rutin soruları 7/24 yanıtlar; ekibiniz yalnızca gerçekten insan gerektiren konularla ilgilenir.',
      },
      conversions: {
        title: 'Daha fazla talep müşteriye dönüşür',
        description:
          'Anında yanıtlar ve yapay zekâ ile potansiyel müşteri puanlama, daha fazla ziyaretçiyi nitelikli görüşmelere ve randevulara dönüştürür.',
      },
      hours: {
        title: 'Ekibinize daha fazla zaman',
        description: 'Otomatik randevular, takip mesajları ve CRM kayıtları ekibinizi tekrarlayan idari işlerden kurtarır.',
      },
    },
    figures: {
      savings: { stat: '%{{percent}}', title: 'Destek maliyetlerinde %{{percent}} oranına varan tasarruf' },
      conversions: { stat: '{{multiple}} kat', title: 'Potansiyel müşteri dönüşümünde {{multiple}} kat artış' },
      hours: { stat: '{{hours}}+', title: 'Ayda {{hours}} saatten fazla zaman tasarrufu' },
      basis: 'Rakamlar müşterilerimizin projelerinden alınmıştır; sizin sonuçlarınız taleplerinize ve süreçlerinize bağlıdır.',
    },
    highlights: {
      support: '7/24 destek',
      crm: 'Önde gelen CRM sistemleriyle entegrasyon',
      channels: 'Web sitesi, WhatsApp, Telegram ve Instagram',
      privacy: 'KVKK ve GDPR kapsamında veri işleme sözleşmesi dâhil',
    },
    cta: 'Ücretsiz yapay zekâ strateji görüşmesi planlayın',
  },
};

export default { home };
