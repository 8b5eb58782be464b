import { Timer } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SessionCountdownLabels {
  /** Text before the time, such as "Session ends in". */
  label: string;
  /** What happens at zero, for screen readers and the tooltip. */
  description: string;
}

export interface SessionCountdownProps extends HTMLAttributes<HTMLDivElement> {
  /** Time left in the session, in ms. */
  remainingMs: number;
  labels: SessionCountdownLabels;
}

/** Formats ms as m:ss, rounding up so 5:00 shows for the whole first second. */
export function formatSessionTime(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The operator's remaining session time as m:ss; amber in the last minute. */
export function SessionCountdown({ remainingMs, labels, className, ...props }: SessionCountdownProps) {
  const ending = remainingMs <= 60_000;
  return (
    <div
      data-state={ending ? 'ending' : 'running'}
      title={labels.description}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border bg-surface-raised/70 px-3.5 py-1.5 text-sm',
        ending ? 'border-warning/50' : 'border-border-strong',
        className,
      )}
      {...props}
      data-slot="session-countdown"
    >
      <Timer aria-hidden className={cn('size-4', ending ? 'text-warning' : 'text-accent-strong')} />
      <span className="text-muted">{labels.label}</span>
      <span role="timer" className={cn('font-semibold tabular-nums', ending ? 'text-warning' : 'text-foreground')}>
        {formatSessionTime(remainingMs)}
      </span>
      <span className="sr-only">{labels.description}</span>
    </div>
  );
}
