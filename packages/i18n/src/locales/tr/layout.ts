import type { Dictionary } from '../../dictionary';

const layout: Pick<Dictionary, 'header' | 'footer'> = {
  header: {
    navLabel: 'Ana menü',
    menuNavLabel: 'Mobil menü',
    homeLabel: '{{brand}}, ana sayfa',
    languageLabel: 'Dili değiştir',
    menuOpen: 'Menüyü aç',
    menuClose: 'Menüyü kapat',
  },
  footer: {
    tagline: 'Gece gündüz çalışan yapay zekâ chatbotları ve süreç otomasyonu.',
    quickLinks: 'Hızlı bağlantılar',
    legal: 'Yasal',
    about: 'Hakkımızda',
    contact: 'İletişim',
    privacy: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
    terms: 'Hizmet Koşulları',
    impressum: 'Künye',
    emailLabel: '{{email}} adresine e-posta gönderin',
    country: 'Almanya',
    copyright: '© {{year}} {{brand}}. Tüm hakları saklıdır.',
  },
};

export default layout;
