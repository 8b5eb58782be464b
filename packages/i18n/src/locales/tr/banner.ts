import type { Dictionary } from '../../dictionary';

const banner: Pick<Dictionary, 'banner'> = {
  banner: {
    region: 'Geri sayım',
    ends: 'Bitiş: {{date}}',
    days: 'gün',
    hours: 'saat',
    minutes: 'dk.',
    seconds: 'sn.',
  },
};

export default banner;
