import { useActiveCountdown } from '@zk/data/react';
import { CountdownBanner as CountdownBannerView } from '@zk/ui';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { useNow } from './use-now';

/** The public banner: the earliest active countdown, re-read live on every change, ticking each second. */
export function CountdownBanner() {
  const { language, t } = useI18n();
  const { data: countdown } = useActiveCountdown();
  const now = useNow(1000, countdown !== null);
  const target = countdown ? Date.parse(countdown.target_date) : NaN;
  const targetLabel = useMemo(
    () =>
      Number.isNaN(target)
        ? ''
        : new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(target)),
    [language, target],
  );
  if (!countdown || Number.isNaN(target)) return null;
  return (
    <CountdownBannerView
      title={countdown.title}
      remainingMs={target - now}
      labels={{
        region: t('banner.region'),
        ends: t('banner.ends', { date: targetLabel }),
        days: t('banner.days'),
        hours: t('banner.hours'),
        minutes: t('banner.minutes'),
        seconds: t('banner.seconds'),
      }}
    />
  );
}
