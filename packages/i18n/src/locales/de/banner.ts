import type { Dictionary } from '../../dictionary';

const banner: Pick<Dictionary, 'banner'> = {
  banner: {
    region: 'Countdown',
    ends: 'Endet am {{date}}',
    days: 'Tage',
    hours: 'Std.',
    minutes: 'Min.',
    seconds: 'Sek.',
  },
};

export default banner;
