import type { Dictionary } from '../../dictionary';

const legal: Pick<Dictionary, 'legal'> = {
  legal: {
    contents: 'İçindekiler',
    updated: 'Son güncelleme: {{date}}',
    privacy: {
      introduction: {
        title: '1. Giriş ve veri sorumlusu',
        blocks: [
          'Kişisel verilerinizin korunması bizim için önemlidir. Bu Gizlilik Politikası, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi kapsamındaki aydınlatma yükümlülüğümüz ve AB Genel Veri Koruma Tüzüğü (GDPR) uyarınca; web sitemizi ziyaret ettiğinizde, bizimle iletişime geçtiğinizde veya bekleme listemize katıldığınızda hangi verileri, hangi amaçlarla işlediğimizi ve sahip olduğunuz hakları açıklar.',
          'Veri sorumlusu:',
          {
            details: [
              { term: 'Şirket', description: 'ZK Automations' },
              { term: 'Adres', description: 'Talep üzerine e-posta ile paylaşılır' },
              { term: 'E-posta', description: '{{email}}', href: 'mailto:{{email}}' },
            ],
          },
        ],
      },
      collection: {
        title: '2. Topladığımız kişisel veriler',
        blocks: [
          'Yalnızca bize kendiniz ilettiğiniz veya web sitesini kullanırken teknik olarak oluşan kişisel verileri işleriz. Kişisel verileri satmayız ve burada belirtilenler dışındaki amaçlarla kullanmayız.',
        ],
        subsections: [
          {
            title: 'İletişim formu',
            blocks: [
              'İletişim formu aracılığıyla bize talep gönderdiğinizde adınızı ve soyadınızı, e-posta adresinizi, mesajınızın içeriğini ve gönderim zamanını kaydederiz.',
              'Bu verileri yalnızca talebinizi yanıtlamak ve gerekirse teklif hazırlamak için kullanırız. Hukuki sebep, KVKK m. 5/2-c (sözleşmenin kurulması) ve m. 5/2-f (meşru menfaat) ile GDPR m. 6/1-b ve 6/1-f’dir.',
            ],
          },
          {
            title: 'Bekleme listesi',
            blocks: [
              'Bekleme listesine katıldığınızda adınızı, e-posta adresinizi, seçtiğiniz hizmetleri ve sayfanın dilini kaydederiz. Bu verileri yalnızca hizmetler kullanıma sunulduğunda sizi bilgilendirmek için kullanırız. Hukuki sebep, dilediğiniz zaman geri alabileceğiniz açık rızanızdır (KVKK m. 5/1, GDPR m. 6/1-a).',
            ],
          },
          {
            title: 'Sunucu kayıtları',
            blocks: [
              'Bir sayfayı açtığınızda sunucumuz, web sitesini güvenli şekilde sunmak ve kötüye kullanımı önlemek amacıyla tarayıcınızın otomatik olarak gönderdiği teknik bilgileri kısa süreliğine kaydeder (KVKK m. 5/2-f, GDPR m. 6/1-f):',
              [
                'IP adresi (kötüye kullanım amaçlı isteklerin sınırlandırılması için)',
                'erişim tarihi ve saati',
                'açılan sayfa ve yönlendiren sayfa',
                'tarayıcı türü ve işletim sistemi',
              ],
            ],
          },
          {
            title: 'Yerel depolama ve sohbet asistanı',
            blocks: [
              'Web sitesinin bir sonraki ziyaretinizde aynı dilde açılması için tercih ettiğiniz dili tarayıcınızda saklarız; bu bilgi takip amacıyla kullanılmaz. Sohbet asistanı, yazdığınız mesajları yanıtlamak için işler; lütfen sohbete özel nitelikli kişisel veri girmeyin.',
            ],
          },
        ],
      },
      storage: {
        title: '3. Saklama süresi ve veri güvenliği',
        blocks: [
          'Verileriniz Avrupa Birliği içindeki sunucularda saklanır. Yurt dışına aktarım, KVKK m. 9 ve GDPR hükümlerine uygun olarak gerçekleştirilir. Verileri yalnızca işleme amacının gerektirdiği veya yasal saklama sürelerinin öngördüğü süre boyunca saklarız.',
          [
            'İletişim talepleri, sözleşme kurulmadığı takdirde son yazışmadan en geç iki yıl sonra silinir.',
            'Bekleme listesi kayıtları, hizmet kullanıma sunulduğunda veya talep etmeniz hâlinde silinir.',
            'Sunucu kayıtları 14 gün sonra otomatik olarak silinir.',
            'Muhasebe için gerekli veriler, ticaret ve vergi mevzuatının öngördüğü süreler boyunca saklanır.',
          ],
          'Verilerinizi KVKK m. 12 ve GDPR m. 32 uyarınca teknik ve idari tedbirlerle koruyoruz: Tüm bağlantılar TLS ile şifrelenir, erişim yalnızca ihtiyacı olan kişilerle sınırlıdır ve sistemlerimiz sürekli güncel tutulur. Bizim adımıza veri işleyen hizmet sağlayıcılar veri işleme sözleşmeleriyle bağlıdır.',
        ],
      },
      rights: {
        title: '4. Haklarınız',
        blocks: [
          'KVKK’nın 11. maddesi ve GDPR uyarınca kişisel verilerinizle ilgili olarak aşağıdaki haklara sahipsiniz:',
          [
            'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme',
            'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme',
            'Yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme',
            'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme',
            'Verilerin silinmesini veya yok edilmesini ve bu işlemlerin aktarılan üçüncü kişilere bildirilmesini isteme',
            'Verilerin münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç doğmasına itiraz etme',
            'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
            'Verdiğiniz açık rızayı dilediğiniz zaman geri alma ve Kişisel Verileri Koruma Kurulu’na veya ilgili denetim makamına şikâyette bulunma',
          ],
          'Bu haklarınızı kullanmak için bize {{email}} adresinden yazmanız yeterlidir. Başvurunuzu en geç 30 gün içinde yanıtlarız.',
          'Hizmetlerimiz veya mevzuat değiştiğinde bu politikayı güncelleyebiliriz. Güncel sürüm her zaman bu sayfada yer alır.',
        ],
      },
    },
    terms: {
      scope: {
        title: '1. Hizmet kapsamı',
        blocks: [
          'Bu koşullar, ZK Automations’ın işletmelere sunduğu tüm hizmetler için geçerlidir; özellikle yapay zekâ sohbet botları, potansiyel müşteri kazanımı ve CRM entegrasyonu, randevu planlama, yapay zekâ ajanları ve yapay zekâ destekli web siteleri.',
          'Kanallar, entegrasyonlar ve özellikler dâhil olmak üzere her projenin somut kapsamı ilgili teklifte belirlenir. Kararlaştırılan çözümü sözleşme süresince kurar, barındırır, bakımını yapar ve geliştiririz.',
        ],
      },
      payment: {
        title: '2. Ödeme ve abonelik',
        blocks: [
          [
            'Hizmetlerimiz abonelik olarak sunulur ve aylık olarak peşin faturalandırılır.',
            'Fiyat, çözümün karmaşıklığına ve ölçeğine göre belirlenir ve ilgili teklifte kararlaştırılır.',
            'Faturalar, tebliğden itibaren 14 gün içinde ödenir.',
            'Açıkça kararlaştırılmadıkça uzun süreli sözleşme veya asgari süre yoktur.',
          ],
        ],
      },
      cancellation: {
        title: '3. İptal',
        blocks: [
          'Aboneliğinizi dilediğiniz zaman yazılı olarak veya e-posta ile iptal edebilirsiniz. Hizmet, ödemesi yapılmış dönemin sonuna kadar aktif kalır.',
          'Kısmi dönemler için ödenmiş ücretler iade edilmez. Haklı sebeple fesih hakkı saklıdır.',
        ],
      },
      liability: {
        title: '4. Sorumluluğun sınırlandırılması',
        blocks: [
          'Kast ve ağır ihmal, hayata, vücut bütünlüğüne veya sağlığa verilen zararlar ile Alman Ürün Sorumluluğu Kanunu kapsamındaki hâllerde sınırsız sorumluluk taşırız.',
          'Hafif ihmal hâlinde yalnızca esaslı sözleşme yükümlülüklerinin ihlalinden ve sözleşme için tipik, öngörülebilir zararla sınırlı olarak sorumluyuz. Yapay zekâ yanıtları otomatik olarak üretilir; hukuki veya ticari açıdan önemli içeriklerin kontrolü sizin sorumluluğunuzdadır.',
        ],
      },
      law: {
        title: '5. Uygulanacak hukuk',
        blocks: [
          'Bu koşullar ve bunlara dayanarak kurulan tüm sözleşmeler, BM Uluslararası Mal Satımına İlişkin Sözleşmeler Hakkında Antlaşma (CISG) hariç olmak üzere Almanya Federal Cumhuriyeti hukukuna tabidir.',
          'Herhangi bir hükmün geçersiz olması, diğer hükümlerin geçerliliğini etkilemez.',
        ],
      },
    },
    impressum: {
      company: {
        title: 'Şirket bilgileri',
        blocks: [
          {
            details: [
              { term: 'Unvan', description: 'ZK Automations' },
              { term: 'Faaliyet', description: 'Yapay zekâ sohbet botları ve iş süreçleri otomasyonu' },
              { term: 'Ülke', description: 'Almanya' },
            ],
          },
        ],
      },
      address: {
        title: 'İş adresi',
        blocks: [
          'İş adresimiz kamuya açık olarak yayımlanmamaktadır. Talep üzerine paylaşılır: Bize kısa bir e-posta gönderin, adresi size hemen iletelim.',
        ],
      },
      contact: {
        title: 'İletişim',
        blocks: [
          {
            details: [{ term: 'E-posta', description: '{{email}}', href: 'mailto:{{email}}' }],
          },
          'Her mesaja 24 saat içinde yanıt veriyoruz.',
        ],
      },
      disclaimer: {
        title: 'Sorumluluk reddi',
        blocks: [
          'Bu web sitesinin içeriğini büyük bir özenle hazırlıyoruz; ancak içeriğin eksiksiz ve her zaman güncel olduğunu garanti edemeyiz. Bağlantı verdiğimiz harici sitelerin içeriğinden yalnızca o sitelerin işletenleri sorumludur.',
          'Tüketici hakem heyeti önünde uyuşmazlık çözüm süreçlerine katılmaya istekli veya yükümlü değiliz.',
        ],
      },
    },
  },
};

export default legal;
