import type { Dictionary } from '../../dictionary';

const banner: Pick<Dictionary, 'banner'> = {
  banner: {
    region: 'Geri sayım',
    ends: 'Bitiş: {{date}}',
    days: 'Gün',
    hours: 'Saat',
    minutes: 'Dk',
    seconds: 'Sn',
  },
};

export default banner;
