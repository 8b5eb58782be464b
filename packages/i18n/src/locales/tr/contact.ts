import type { Dictionary } from '../../dictionary';

const contact: Pick<Dictionary, 'contact'> & { pages: Pick<Dictionary['pages'], 'contact'> } = {
  pages: {
    contact: {
      title: 'Otomasyonunuzu konuşalım',
      lead: 'Ekibinizin nerede zaman kaybettiğini anlatın. 24 saat içinde somut önerilerle dönüş yapıyoruz; ücretsiz ve hiçbir yükümlülük olmadan.',
    },
  },
  contact: {
    formTitle: 'Bize yazın',
    submit: 'Talebinizi gönderin',
    privacyNote: 'Bilgilerinizi nasıl işlediğimiz:',
    privacyLink: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
    privacyNewTab: '(yeni sekmede açılır)',
    success: {
      note: 'Her talebe 24 saat içinde yanıt veriyoruz.',
    },
    details: {
      title: 'E-postayı mı tercih edersiniz?',
      description: 'Bize doğrudan yazın. Her mesajı ekibimizden biri okur ve somut sonraki adımlarla yanıtlar.',
      emailLabel: 'E-posta',
      responseLabel: 'Yanıt süresi',
      responseValue: '24 saat içinde',
    },
  },
};

export default contact;
