import type { CountdownBannerLabels } from '@zk/ui';
import type { PropsContext } from './context';

/** The banner's date line: the target in the page's language, full date and short time (in `timeZone`, else the reader's). */
export const formatEnds = (language: string, target: number, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(target));

/** The banner's labels, with its date line already formatted. */
export function bannerLabels({ t }: Pick<PropsContext, 't'>, ends: string): CountdownBannerLabels {
  return {
    region: t('banner.region'),
    ends: t('banner.ends', { date: ends }),
    days: t('banner.days'),
    hours: t('banner.hours'),
    minutes: t('banner.minutes'),
    seconds: t('banner.seconds'),
  };
}
