import type { Dictionary } from '../../dictionary';

const faq: Pick<Dictionary, 'faq'> & { pages: Pick<Dictionary['pages'], 'faq'> } = {
  pages: {
    faq: {
      title: 'Sıkça sorulan sorular',
      lead: 'Yapay zekâ chatbotlarımız ve otomasyon çözümlerimiz hakkında bilmek istedikleriniz tek bir yerde.',
    },
  },
  faq: {
    search: 'SSS’de ara',
    searchPlaceholder: 'Arayın, ör. CRM, WhatsApp veya KVKK',
    clear: 'Aramayı temizle',
    results_one: '{{count}} soru bulundu',
    results_other: '{{count}} soru bulundu',
    noResultsTitle: 'Eşleşen soru bulunamadı',
    noResultsText: 'Başka bir kelime deneyin ya da bize doğrudan sorun: 24 saat içinde yanıt veriyoruz.',
    contact: {
      title: 'Başka sorunuz mu var?',
      description: 'İşletmenizden bahsedin; yapay zekâ otomasyonunun sizin için neler yapabileceğini gösterelim.',
      action: 'Bize ulaşın',
    },
    questions: [
      {
        category: 'Genel',
        question: 'ZK Automations ne yapar?',
        answer:
          'İşletmeler için yapay zekâ chatbotları ve otomasyonlar geliştiriyoruz: 7/24 yanıt veren müşteri hizmetleri, CRM entegrasyonlu potansiyel müşteri kazanımı, otomatik randevu planlama ve yapay zekâ destekli web siteleri. Her şeyi kuruyor, sistemlerinize bağlıyor ve sürekli geliştiriyoruz.',
      },
      {
        category: 'Genel',
        question: 'Chatbot hangi kanallarda çalışır?',
        answer:
          'Web sitenizde, WhatsApp’ta, Telegram’da ve Instagram’da. Tek bir asistan aynı bilgiyle tüm kanallara aynı anda hizmet verebilir; müşterileriniz nereden yazarsa yazsın tutarlı yanıtlar alır.',
      },
      {
        category: 'Genel',
        question: 'Küçük işletmeler için de uygun mu?',
        answer:
          'Evet. Müşterilerimizin çoğu küçük ve orta ölçekli işletmeler. Kapsamı talep hacminize ve bütçenize göre belirliyoruz; küçük başlayıp sonra genişletebilirsiniz.',
      },
      {
        category: 'Teknik',
        question: 'Chatbot CRM’imizle entegre olabilir mi?',
        answer:
          'Evet. HubSpot, Salesforce, Pipedrive ve Zoho gibi büyük CRM platformlarının yanı sıra takvimlere, tablolara ve veritabanlarına da bağlanıyoruz. Potansiyel müşteriler ve görüşmeler otomatik olarak CRM’inize aktarılır.',
      },
      {
        category: 'Teknik',
        question: 'Yapay zekâ ürünlerimizi ve kurallarımızı nereden biliyor?',
        answer:
          'Kendi içeriklerinizi bilgi tabanı olarak saklıyoruz: web siteniz, ürün verileriniz, fiyat listeleriniz, SSS’leriniz ve iç belgeleriniz. Yapay zekâ yalnızca bu bilgilere dayanarak yanıt verir, emin olmadığında görüşmeyi ekibinize devreder.',
      },
      {
        category: 'Uygulama',
        question: 'Kurulum ne kadar sürer?',
        answer:
          'Asistanınız genellikle 72 saat içinde yayında olur. Birden fazla entegrasyon içeren büyük projeler biraz daha uzun sürer; başlamadan önce size net bir zaman planı sunarız.',
      },
      {
        category: 'Uygulama',
        question: 'Yayına alındıktan sonra ne oluyor?',
        answer:
          'Görüşmeleri izliyor, yanıtları iyileştiriyor ve ihtiyaçlarınız büyüdükçe yeni özellikler ekliyoruz. İhtiyaç duyduğunuz her an destek ve düzenli performans raporları alırsınız.',
      },
      {
        category: 'İşinize katkısı',
        question: 'Ne kadar tasarruf edebiliriz?',
        answer:
          'Bu, taleplerinizin ne kadarının rutin sorular ve randevu istekleri olduğuna bağlıdır: Yapay zekâ bu soruları kendisi yanıtlar ve randevuları kendisi planlar. Analiz aşamasında, siz karar vermeden önce tasarrufu kendi rakamlarınızla tahmin ederiz.',
      },
      {
        category: 'İşinize katkısı',
        question: 'Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?',
        answer:
          'Aylık ödersiniz, uzun süreli sözleşme yoktur ve istediğiniz zaman iptal edebilirsiniz. Hizmet, ödenen dönemin sonuna kadar aktif kalır; kısmi dönemler için ücret iadesi yapılmaz. Fiyat, çözümünüzün karmaşıklığına ve ölçeğine göre belirlenir.',
      },
      {
        category: 'Veri güvenliği ve KVKK',
        question: 'Chatbot KVKK ve GDPR ile uyumlu mu?',
        answer:
          'Evet. Kişisel verileri 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve GDPR kapsamında işliyor ve sizinle bir veri işleme sözleşmesi imzalıyoruz. Görüşmeler yapay zekâ modelinin sağlayıcısı tarafından da işlenir; bu sağlayıcı, tüm alt işleyenlerimiz gibi sözleşmeyle talimatlarımıza bağlıdır.',
      },
      {
        category: 'Veri güvenliği ve KVKK',
        question: 'Verilerimiz nerede saklanıyor?',
        answer:
          'Barındırma hizmeti sağlayıcımızda ve çözümünüzün gerektirdiği hizmet sağlayıcılarda (ör. yapay zekâ modelinin sağlayıcısı veya CRM’iniz). Bunların hangileri olduğu ve verileri nerede işledikleri veri işleme sözleşmesinde belirlenir. AB dışındaki ülkelere aktarımı GDPR m. 44 vd. ve KVKK m. 9 uyarınca yeterlilik kararı veya standart sözleşme gibi uygun güvencelerle yaparız. Tüm bağlantılar şifrelidir ve veriler yalnızca gerektiği süre boyunca saklanır.',
      },
      {
        category: 'Veri güvenliği ve KVKK',
        question: 'Verilerimiz başka yapay zekâ modellerini eğitmek için kullanılıyor mu?',
        answer:
          'Hayır. İçerikleriniz ve görüşme verileriniz yalnızca kendi asistanınızın çalışması için kullanılır. Bu verileri kendi amaçlarımız için veya yapay zekâ modellerini eğitmek için kullanmayız; veri işleyenlerimizin de buna izni yoktur. Başka müşteriler için de kullanılmaz.',
      },
    ],
  },
};

export default faq;
