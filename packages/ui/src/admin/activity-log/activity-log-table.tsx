import type { ActivityLogLabels, ActivityLogRow } from './labels';
import { OutcomeBadge } from './outcome-badge';

export interface ActivityLogViewProps {
  rows: ActivityLogRow[];
  labels: ActivityLogLabels;
  className?: string;
}

/** The events as a table with column headers (wide screens). */
export function ActivityLogTable({ rows, labels, className }: ActivityLogViewProps) {
  return (
    <div data-slot="activity-log-table" className={`overflow-x-auto rounded-control border border-border ${className ?? ''}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <thead className="bg-surface-raised/60 text-xs font-semibold tracking-wide text-subtle uppercase">
          <tr>
            {[labels.time, labels.event, labels.outcome, labels.address, labels.device, labels.details].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-outcome={row.outcome} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap text-muted">
                <time dateTime={row.dateTime}>{row.timeLabel}</time>
              </td>
              <th scope="row" className="px-3 py-2 font-semibold text-foreground">
                {row.eventLabel}
              </th>
              <td className="px-3 py-2">
                <OutcomeBadge outcome={row.outcome} label={labels.outcomes[row.outcome]} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-muted">{row.ip ?? labels.unknown}</td>
              <td className="px-3 py-2 text-muted">{row.device ?? labels.unknown}</td>
              <td className="px-3 py-2 break-words text-muted">{row.detail ?? labels.unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
