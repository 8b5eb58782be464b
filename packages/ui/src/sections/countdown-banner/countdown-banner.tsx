import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { isUrgent, splitRemaining, type CountdownParts } from './countdown-parts';

export interface CountdownBannerLabels {
  /** Name of the banner's landmark, such as "Countdown". */
  region: string;
  /** The static description screen readers hear with the title, such as "Ends 1 January 2030, 09:00". */
  ends: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface CountdownBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** Time left in ms; the banner renders nothing at zero or below. */
  remainingMs: number;
  labels: CountdownBannerLabels;
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const satisfies ReadonlyArray<keyof CountdownParts>;

/**
 * The public countdown, floating at the bottom of the viewport so it moves nothing when it appears.
 * Screen readers get the title and the target once; the ticking digits are hidden from them.
 */
export function CountdownBanner({ title, remainingMs, labels, className, ...props }: CountdownBannerProps) {
  if (remainingMs <= 0) return null;
  const parts = splitRemaining(remainingMs);
  const urgent = isUrgent(parts);
  return (
    <section
      aria-label={labels.region}
      data-state={urgent ? 'urgent' : 'normal'}
      className={cn(
        'fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl animate-fade-in rounded-2xl border border-border-strong bg-surface/90 shadow-card backdrop-blur-md sm:bottom-5',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3 px-4 py-3 sm:gap-5 sm:px-5">
        <span aria-hidden className="relative hidden size-2.5 shrink-0 sm:block">
          <span className="absolute inset-0 rounded-full bg-accent motion-safe:animate-ping" />
          <span className="absolute inset-0 rounded-full bg-accent" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm leading-snug font-semibold text-foreground sm:truncate sm:text-base">{title}</p>
          <p className="sr-only">{labels.ends}</p>
          <p aria-hidden className="hidden truncate text-xs text-muted sm:block">
            {labels.ends}
          </p>
        </div>
        <ol aria-hidden className="flex shrink-0 gap-1 sm:gap-2">
          {units.map((unit) => (
            <li
              key={unit}
              className="flex w-10 flex-col items-center rounded-lg border border-border bg-background/70 py-1 sm:w-13"
            >
              <span
                data-urgent={urgent || undefined}
                className={cn(
                  'text-base leading-tight font-semibold tabular-nums sm:text-lg',
                  urgent ? 'text-danger' : 'text-foreground',
                )}
              >
                {String(parts[unit]).padStart(2, '0')}
              </span>
              <span className="text-[0.625rem] font-medium tracking-wide text-muted uppercase">{labels[unit]}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
