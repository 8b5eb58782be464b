import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
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

export const countdownBannerVariants = cva('z-50 w-full border-b border-border-strong bg-surface-raised/95 backdrop-blur-md', {
  variants: {
    placement: {
      /** A row at the top of the page, there from the first paint (the server sent it). */
      inline: 'relative',
      /**
       * Arrived while the page was open: slides in over the top of the content, just under the
       * sticky site header (h-16, lg:h-18), moving nothing.
       */
      overlay: 'fixed inset-x-0 top-16 shadow-card motion-safe:animate-slide-down lg:top-18',
    },
  },
  defaultVariants: { placement: 'inline' },
});

export interface CountdownBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, VariantProps<typeof countdownBannerVariants> {
  /** The section's heading. */
  title: string;
  /** Time left in ms; at zero or below the banner shows nothing. */
  remainingMs: number;
  labels: CountdownBannerLabels;
  /** When the time is up, keep the row empty instead of removing it, so nothing below moves. */
  reserveSpace?: boolean;
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const satisfies ReadonlyArray<keyof CountdownParts>;
const rowHeight = 'h-14';

/**
 * The public countdown, a bar at the top of the page. Screen readers get the title and the target
 * once; the ticking digits are hidden from them. Its height never changes, so a new title or a tick
 * moves nothing.
 */
export function CountdownBanner({ title, remainingMs, labels, placement, reserveSpace, className, ...props }: CountdownBannerProps) {
  if (remainingMs <= 0) return reserveSpace ? <div aria-hidden className={rowHeight} /> : null;
  const parts = splitRemaining(remainingMs);
  const urgent = isUrgent(parts);
  return (
    <section
      aria-label={labels.region}
      data-state={urgent ? 'urgent' : 'normal'}
      data-placement={placement ?? 'inline'}
      className={cn(countdownBannerVariants({ placement }), className)}
      {...props}
      data-slot="countdown-banner"
    >
      <Container className={cn('flex items-center gap-3 sm:gap-5', rowHeight)}>
        <span aria-hidden className="relative hidden size-2.5 shrink-0 sm:block">
          <span className="absolute inset-0 rounded-full bg-accent motion-safe:animate-ping" />
          <span className="absolute inset-0 rounded-full bg-accent" />
        </span>
        <div className="min-w-0 flex-1">
          <p
            data-slot="countdown-banner-title"
            className="line-clamp-2 text-[0.8125rem] leading-tight font-semibold text-foreground sm:truncate sm:text-sm sm:leading-snug"
          >
            {title}
          </p>
          <p data-slot="countdown-banner-ends" className="sr-only">
            {labels.ends}
          </p>
          <p aria-hidden className="hidden truncate text-xs text-muted sm:block">
            {labels.ends}
          </p>
        </div>
        <ol data-slot="countdown-banner-digits" aria-hidden className="flex shrink-0 gap-1 sm:gap-1.5">
          {units.map((unit) => (
            <li
              key={unit}
              data-slot="countdown-banner-unit"
              className="flex w-9 flex-col items-center rounded-md border border-border bg-background/70 py-0.5 sm:w-11"
            >
              <span
                data-slot="countdown-banner-value"
                data-urgent={urgent || undefined}
                className={cn('text-sm leading-tight font-semibold tabular-nums sm:text-base', urgent ? 'text-danger' : 'text-foreground')}
              >
                {String(parts[unit]).padStart(2, '0')}
              </span>
              <span className="text-[0.625rem] leading-tight font-medium tracking-wide text-muted uppercase">{labels[unit]}</span>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
