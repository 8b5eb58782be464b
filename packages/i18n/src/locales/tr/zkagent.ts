import type { Dictionary } from '../../dictionary';

const zkagent: Pick<Dictionary, 'zkagent'> & { pages: Pick<Dictionary['pages'], 'zkagent'> } = {
  pages: {
    zkagent: {
      title: 'ZK Agent: destek, satış ve randevular için tek bir yapay zekâ ajanı',
      lead: 'Günün her saati müşterilerinize yanıt verir, randevu oluşturur, CRM’inizi günceller ve her görüşmeyi raporlar.',
    },
  },
  zkagent: {
    eyebrow: 'ZK Agent',
    explore: 'Özellikleri keşfedin',
    groups: {
      support: {
        title: 'Destek ve iletişim',
        description: 'Her müşteriye saniyeler içinde, kendi dilinde ve tercih ettiği kanalda yanıt verir.',
        items: [
          'Web sitenizde, WhatsApp’ta, Telegram’da ve Instagram’da 7/24 yanıt verir',
          'Türkçe, Almanca, İngilizce ve daha birçok dili anlar ve bu dillerde yanıt verir',
          'Belgelerinizden, ürün verilerinizden ve SSS’lerinizden öğrenir',
          'Gerektiğinde görüşmenin tamamıyla birlikte ekibinize devreder',
        ],
      },
      appointments: {
        title: 'Randevular ve aramalar',
        description: 'Randevuları doğrudan takviminize işler ve gelmeyen müşteri sayısını azaltır.',
        items: [
          'Google Takvim, Outlook veya Calendly’deki boş saatleri sunar',
          'Randevuları karşılıklı yazışmaya gerek kalmadan onaylar, erteler ve iptal eder',
          'Her randevudan önce hatırlatma gönderir',
          'Müşteriye uygun bir saatte geri arama planlar',
        ],
      },
      crm: {
        title: 'CRM ve veri toplama',
        description: 'Görüşmeleri nitelikli potansiyel müşterilere ve CRM’inizde düzenli kayıtlara dönüştürür.',
        items: [
          'Sohbet sırasında ad, iletişim bilgileri ve ihtiyaçları kaydeder',
          'Potansiyel müşterileri satın alma niyetine ve bütçeye göre puanlar ve etiketler',
          'HubSpot, Salesforce, Pipedrive veya Zoho’da kişi oluşturur ve günceller',
          'Sıcak potansiyel müşterileri satış ekibinize anında bildirir',
        ],
      },
      commerce: {
        title: 'E-ticaret ve öneriler',
        description: 'En iyi satış temsilciniz gibi çalışır: ürün yelpazenizi tanır ve uygun olanı önerir.',
        items: [
          'Görüşmeye dayalı kişisel ürün önerileri',
          'Beden, stok durumu ve teslimatla ilgili soruları yanıtlar',
          'Sipariş durumu ve iadeler hakkında bilgi verir',
          'Shopify, WooCommerce ve özel mağazalarla çalışır',
        ],
      },
      media: {
        title: 'Görsel, video ve belge paylaşımı',
        description: 'Anlatmakla kalmaz, gösterir: görseller, videolar ve belgeler doğrudan sohbette.',
        items: [
          'Ürün fotoğrafları, videolar ve PDF broşürler gönderir',
          'Yanıtlara eğitim ve nasıl yapılır videoları ekler',
          'Butonlu ve bağlantılı zengin kartlar gösterir',
          'Müşterilerden görsel ve dosya kabul eder',
        ],
      },
      integrations: {
        title: 'Entegrasyonlar ve veritabanları',
        description: 'Zaten kullandığınız sistemlere bağlanır; yanıtlar her zaman günceldir.',
        items: [
          'Veritabanlarınızdan ve tablolarınızdan canlı veri okur',
          'API’ler ve webhook’lar üzerinden her araca bağlanır',
          'Make, Zapier veya n8n ile iş akışlarını otomatikleştirir',
          'Sizin adınıza e-posta ve bildirim gönderir',
        ],
      },
      design: {
        title: 'Tasarım ve yayına alma',
        description: 'Markanızın doğal bir parçası gibi görünür ve 72 saat içinde yayında olur.',
        items: [
          'Renklerinize, yazı tiplerinize ve üslubunuza uygun sohbet penceresi',
          'Tek satır kodla web sitenize eklenir',
          'Mobilde ve masaüstünde hızlı ve erişilebilir',
          'KVKK ve GDPR kapsamında veri işleme sözleşmesiyle işletilir',
        ],
      },
      analytics: {
        title: 'Analiz ve raporlama',
        description: 'Müşterilerinizin ne sorduğunu ve ajanın işletmeniz için neler başardığını gösterir.',
        items: [
          'Görüşmeler, potansiyel müşteriler ve randevular için paneller',
          'Müşterilerinizin en çok sorduğu sorular ve konular',
          'Zaman içindeki dönüşüm ve çözüm oranları',
          'Somut önerilerle aylık raporlar',
        ],
      },
    },
    cta: {
      title: 'ZK Agent’ı kendi işletmenizde görün',
      description: 'Ücretsiz bir demo planlayın. Ajanı sizin kullanım senaryonuzla gösterelim ve tüm sorularınızı yanıtlayalım.',
    },
  },
};

export default zkagent;
