import type { Dictionary } from '../../dictionary';

const legalImpressum: { legal: Pick<Dictionary['legal'], 'impressum'> } & { pages: Pick<Dictionary['pages'], 'impressum'> } = {
  pages: {
    impressum: {
      title: 'Künye',
      lead: 'Alman Dijital Hizmetler Kanunu (DDG) m. 5 uyarınca zorunlu bilgiler.',
    },
  },
  legal: {
    impressum: {
      company: { title: 'Şirket bilgileri' },
      address: {
        title: 'İş adresi',
        onRequest:
          'İş adresimiz kamuya açık olarak yayımlanmamaktadır. Talep üzerine paylaşılır: Bize kısa bir e-posta gönderin, adresi size hemen iletelim.',
      },
      contact: { title: 'İletişim' },
      disclaimer: {
        title: 'Sorumluluk reddi ve uyuşmazlık çözümü',
        blocks: [
          'Bu web sitesinin içeriğini büyük bir özenle hazırlıyoruz; ancak içeriğin eksiksiz ve her zaman güncel olduğunu garanti edemeyiz. Bağlantı verdiğimiz harici sitelerin içeriğinden yalnızca o sitelerin işletenleri sorumludur.',
          'Alman Tüketici Uyuşmazlıklarının Çözümü Kanunu (VSBG) kapsamında bir tüketici uzlaştırma kuruluşu önündeki uyuşmazlık çözüm süreçlerine katılmaya istekli veya yükümlü değiliz.',
        ],
      },
    },
  },
};

export default legalImpressum;
