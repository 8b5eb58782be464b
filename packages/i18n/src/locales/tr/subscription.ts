import type { Dictionary } from '../../dictionary';

const subscription: Pick<Dictionary, 'subscription'> = {
  subscription: {
    confirm: {
      title: 'Kaydınızı onaylayın',
      lead: 'Son bir adım kaldı: Seçtiğiniz hizmetler kullanıma sunulduğunda size e-posta göndermemize izin verdiğinizi onaylayın.',
      servicesTitle: 'Seçtiğiniz hizmetler',
      button: 'Kaydımı onayla',
      doneTitle: 'Kaydınız onaylandı',
      doneLead: 'Teşekkür ederiz. Bu hizmetler kullanıma sunulur sunulmaz size e-posta göndereceğiz:',
      doneNote: 'Her e-postamızdaki bağlantıyla istediğiniz zaman abonelikten çıkabilirsiniz.',
    },
    unsubscribe: {
      title: 'Bekleme listesi aboneliğinden çıkın',
      lead: 'Bekleme listemizdeki hizmetlerle ilgili e-posta almayı bırakmak istiyor musunuz?',
      button: 'Abonelikten çık',
      doneTitle: 'Abonelikten çıktınız',
      doneLead: 'Bekleme listemizle ilgili size artık e-posta göndermeyeceğiz.',
    },
    invalid: {
      title: 'Bu bağlantı kullanılamıyor',
      lead: 'Bağlantının süresi dolmuş, daha önce kullanılmış ya da eksik kopyalanmış olabilir. Kayıt onay bağlantıları {{days}} gün geçerlidir.',
      action: 'Bekleme listesine yeniden katılın',
    },
  },
};

export default subscription;
