import type { Dictionary } from '../../dictionary';

const legal: { legal: Omit<Dictionary['legal'], 'privacy' | 'terms' | 'impressum'> } = {
  legal: {
    contents: 'İçindekiler',
    updated: 'Son güncelleme: {{date}}',
    /** Month names for the revision date (`legalRevision` in packages/i18n/src/legal-revision.ts), as Intl writes them. */
    months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
    identity: {
      company: 'Unvan',
      legalForm: 'Şirket türü',
      representative: 'Temsile yetkili',
      soleTrader: 'Şahıs işletmesi',
      owner: 'İşletme sahibi',
      address: 'Adres',
      register: 'Sicil kaydı',
      vatId: 'KDV kimlik numarası (USt-IdNr.)',
      email: 'E-posta',
      business: 'Faaliyet',
      country: 'Ülke',
      businessValue: 'Yapay zekâ chatbotları ve süreç otomasyonu',
      countryValue: 'Almanya',
      addressOnRequest: 'Talep üzerine e-posta ile paylaşılır',
    },
  },
};

export default legal;
