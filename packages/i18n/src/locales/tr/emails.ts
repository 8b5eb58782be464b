import type { Dictionary } from '../../dictionary';

const emails: Pick<Dictionary, 'emails'> = {
  emails: {
    footer: {
      sentBy: '{{company}} tarafından gönderildi, {{site}}',
      imprint: 'Künye',
      privacy: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
    },
    linkHint: 'Düğme çalışmazsa bu adresi kopyalayıp tarayıcınıza yapıştırın:',
    waitlistConfirm: {
      subject: '{{brand}} bekleme listesi kaydınızı lütfen onaylayın',
      preview: 'Tek bir tıklama yeterli; seçtiğiniz hizmetler kullanıma sunulduğunda size haber vereceğiz.',
      heading: 'Kaydınızı onaylayın',
      greeting: 'Merhaba,',
      intro:
        'Bekleme listemize katıldığınız için teşekkür ederiz. Aşağıdaki hizmetler kullanıma sunulduğunda size e-posta göndermemize izin verdiğinizi lütfen onaylayın:',
      button: 'Kaydımı onayla',
      expiry_one: 'Bağlantı {{count}} gün boyunca geçerlidir.',
      expiry_other: 'Bağlantı {{count}} gün boyunca geçerlidir.',
      ignore_one:
        'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın: Onayınız olmadan size tekrar yazmayız ve bilgilerinizi {{count}} gün sonra sileriz.',
      ignore_other:
        'Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın: Onayınız olmadan size tekrar yazmayız ve bilgilerinizi {{count}} gün sonra sileriz.',
    },
    leadNotification: {
      subject: {
        contact: 'Yeni iletişim talebi: {{name}}',
        waitlist: 'Yeni bekleme listesi kaydı (onay bekleniyor): {{name}}',
      },
      preview: {
        contact: 'Bir ziyaretçi iletişim formu üzerinden mesaj gönderdi.',
        waitlist: 'Bir ziyaretçi bekleme listesine katıldı; kendisinden onay istendi.',
      },
      heading: {
        contact: 'Yeni iletişim talebi',
        waitlist: 'Bekleme listesine yeni kayıt',
      },
      intro: '{{site}} üzerinden az önce şu bilgiler gönderildi:',
      fields: {
        fullName: 'Ad',
        email: 'E-posta',
        inquiry: 'Mesaj',
        services: 'Hizmetler',
        language: 'Dil',
        received: 'Alınma zamanı',
      },
      open: 'Taleplerde aç',
      reason: 'Bu bildirimi, bu adres site yöneticisinin bildirim adresi olarak kayıtlı olduğu için alıyorsunuz.',
    },
    announcement: {
      greeting: 'Merhaba {{name}},',
      reason: 'Bu e-postayı, {{brand}} bekleme listesine {{service}} için katılıp adresinizi onayladığınız için alıyorsunuz.',
      unsubscribeHint: 'Bizden artık e-posta almak istemiyor musunuz?',
      unsubscribe: 'Abonelikten çık',
      template: {
        subject: '{{service}} artık kullanıma sunuldu',
        body: 'Müjdeli haber: {{service}} artık kullanıma sunuldu. Bekleme listemizin bir üyesi olarak bunu ilk öğrenenlerdensiniz.\n\nHizmetin neleri kapsadığını ve nasıl kullanmaya başlayabileceğinizi web sitemizde bulabilirsiniz. Sorularınız olursa bu e-postayı yanıtlamanız yeterli.',
      },
    },
  },
};

export default emails;
