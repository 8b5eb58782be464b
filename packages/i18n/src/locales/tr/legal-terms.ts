import type { Dictionary } from '../../dictionary';

const legalTerms: { legal: Pick<Dictionary['legal'], 'terms'> } & { pages: Pick<Dictionary['pages'], 'terms'> } = {
  pages: {
    terms: {
      title: 'Hizmet Koşulları',
      lead: 'Yapay zekâ otomasyon hizmetlerimizi sunduğumuz koşullar.',
    },
  },
  legal: {
    terms: {
      scope: {
        title: '1. Hizmet kapsamı',
        /** The contracting party: the configured company (`COMPANY_NAME`), else the one the Impressum names. */
        party: 'Sözleşmedeki karşı tarafınız: {{company}} (adres ve iletişim bilgileri Künye sayfasındadır).',
        partyUnnamed: 'Sözleşmedeki karşı tarafınız, Künye sayfamızda belirtilen şirkettir.',
        blocks: [
          'Bu koşullar yalnızca ticari veya mesleki faaliyetleri kapsamında hareket eden müşterilere (tacir ve esnaf; tüketiciler hariç) uygulanır. Başta yapay zekâ chatbotları, potansiyel müşteri kazanımı ve CRM entegrasyonu, randevu planlama, yapay zekâ ajanları ve yapay zekâ destekli web siteleri olmak üzere sunduğumuz tüm hizmetleri kapsar.',
          'Kanallar, entegrasyonlar ve özellikler dâhil olmak üzere her projenin somut kapsamı ilgili teklifte belirlenir. Kararlaştırılan çözümü sözleşme süresince kurar, barındırır, bakımını yapar ve geliştiririz.',
        ],
      },
      payment: {
        title: '2. Ödeme ve abonelik',
        blocks: [
          [
            'Hizmetlerimiz abonelik olarak sunulur ve aylık olarak peşin faturalandırılır.',
            'Fiyat, çözümün karmaşıklığına ve ölçeğine göre belirlenir ve ilgili teklifte kararlaştırılır.',
            'Faturalar, alındıkları tarihten itibaren 14 gün içinde ödenir.',
            'Açıkça kararlaştırılmadıkça uzun süreli sözleşme veya asgari süre yoktur.',
          ],
        ],
      },
      cancellation: {
        title: '3. Fesih',
        blocks: [
          'Aboneliğinizi dilediğiniz zaman yazılı olarak veya e-posta ile feshedebilirsiniz. Hizmet, ödemesi yapılmış dönemin sonuna kadar aktif kalır.',
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
      dataProcessing: {
        title: '5. Sizin adınıza veri işleme',
        blocks: [
          'Sizin adınıza kişisel veri işlediğimiz durumlarda (ör. müşterilerinizin chatbotunuzla yaptığı görüşmeler), işlemeye başlamadan önce sizinle GDPR m. 28 uyarınca bir veri işleme sözleşmesi yaparız; Türkiye’deki müşteriler için bu sözleşme, KVKK kapsamında veri işleyen olarak yükümlülüklerimizi de düzenler.',
          'Bu verileri yalnızca belgelenmiş talimatlarınız doğrultusunda ve yalnızca çözümünüzü sunmak için işleriz; kendi amaçlarımız için veya yapay zekâ modellerini eğitmek için kullanmayız. Alt işleyenleri (ör. yapay zekâ modelinin sağlayıcısı ve barındırma hizmeti sağlayıcımız) yalnızca bu sözleşmede belirlenen şekilde görevlendiririz; AB veya AEA dışındaki ülkelere aktarım yalnızca GDPR m. 44 vd. hükümlerine uygun olarak yapılır.',
        ],
      },
      law: {
        title: '6. Uygulanacak hukuk ve yetkili mahkeme',
        blocks: [
          'Bu koşullar ve bunlara dayanarak kurulan tüm sözleşmeler, BM Uluslararası Mal Satımına İlişkin Sözleşmeler Hakkında Antlaşma (CISG) hariç olmak üzere Almanya Federal Cumhuriyeti hukukuna tabidir.',
          'Müşterinin tacir, kamu tüzel kişisi veya kamu hukukuna tabi özel bir mal varlığı olması hâlinde, bu koşullara dayanan sözleşmelerden doğan veya bunlarla bağlantılı tüm uyuşmazlıklarda işyerimizin bulunduğu yer mahkemeleri münhasıran yetkilidir (Alman Medeni Usul Kanunu, ZPO § 38/1; Türkiye’de yerleşik müşteriler bakımından 5718 sayılı Milletlerarası Özel Hukuk ve Usul Hukuku Hakkında Kanun (MÖHUK) m. 47 uyarınca yetki sözleşmesi). Müşterinin genel yetkili mahkemesinde dava açma hakkımız saklıdır.',
          'Bu Türkçe çeviri yalnızca bilgilendirme amaçlıdır; hukuken bağlayıcı olan, bu koşulların Almanca metnidir.',
          'Herhangi bir hükmün geçersiz olması, diğer hükümlerin geçerliliğini etkilemez.',
        ],
      },
    },
  },
};

export default legalTerms;
