import type { Dictionary } from '../../dictionary';

const forms: Pick<Dictionary, 'forms'> = {
  forms: {
    honeypot: 'Bu alanı boş bırakın',
    tooLong: 'Girdiğiniz metin çok uzun',
    invalid: 'Lütfen bu alanı kontrol edin',
    rateLimited: 'Kısa sürede çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
    network: 'Sunucumuza ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
    storageUnavailable:
      'Bilgilerinizi şu anda kaydedemedik. Lütfen birkaç dakika sonra tekrar deneyin; girdiğiniz bilgiler burada duruyor.',
  },
};

export default forms;
