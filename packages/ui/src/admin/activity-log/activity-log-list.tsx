import type { ActivityLogViewProps } from './activity-log-table';
import { OutcomeBadge } from './outcome-badge';

/** The events as a list of cards (narrow screens): what happened first, then when, where and how. */
export function ActivityLogList({ rows, labels, className }: ActivityLogViewProps) {
  return (
    <ul aria-label={labels.listLabel} data-slot="activity-log-list" className={`flex flex-col gap-3 ${className ?? ''}`}>
      {rows.map((row) => (
        <li
          key={row.id}
          data-outcome={row.outcome}
          className="flex flex-col gap-2 rounded-control border border-border bg-background/40 p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <OutcomeBadge outcome={row.outcome} label={labels.outcomes[row.outcome]} />
            <span className="font-semibold text-foreground">{row.eventLabel}</span>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-muted">
            <dt>{labels.time}</dt>
            <dd>
              <time dateTime={row.dateTime}>{row.timeLabel}</time>
            </dd>
            {row.ip ? (
              <>
                <dt>{labels.address}</dt>
                <dd className="break-all">{row.ip}</dd>
              </>
            ) : null}
            {row.device ? (
              <>
                <dt>{labels.device}</dt>
                <dd>{row.device}</dd>
              </>
            ) : null}
            {row.detail ? (
              <>
                <dt>{labels.details}</dt>
                <dd className="break-words">{row.detail}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
