import { Check, Minus, X } from 'lucide-react';
import { useId, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ComparisonValue = 'yes' | 'no' | 'limited';

export interface ComparisonRow {
  feature: string;
  /** One value per column, in column order. */
  values: readonly ComparisonValue[];
}

export interface ComparisonTableProps extends HTMLAttributes<HTMLDivElement> {
  /** The table's caption (its accessible name); visually hidden, the section heading shows it. */
  caption: string;
  /** Header of the feature column. */
  featureHeader: string;
  /** Column headers; the first is highlighted as the product. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** Text of each value, shown beside its icon on wide screens and read by screen readers always. */
  labels: Record<ComparisonValue, string>;
}

const icons = {
  yes: { Icon: Check, className: 'bg-success/12 text-success' },
  limited: { Icon: Minus, className: 'bg-warning/12 text-warning' },
  no: { Icon: X, className: 'bg-danger-surface text-danger' },
} as const;

/** A feature-by-provider table with real column and row headers; fits a phone without scrolling. */
export function ComparisonTable({ caption, featureHeader, columns, rows, labels, className, ...props }: ComparisonTableProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-card border border-border bg-surface shadow-card', className)}
      {...props}
      data-slot="comparison-table"
    >
      <table className="w-full table-fixed border-collapse text-left text-[0.8125rem] sm:text-base">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <colgroup>
          <col className="w-[35%] sm:w-[34%]" />
          {columns.map((column) => (
            <col key={column} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-border">
            <th
              scope="col"
              className="py-4 pr-1 pl-3 text-[0.6875rem] font-semibold tracking-wide text-subtle uppercase sm:px-6 sm:text-xs"
            >
              {featureHeader}
            </th>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-0.5 py-4 text-center text-[0.6875rem] leading-snug font-semibold hyphens-auto sm:px-4 sm:text-sm',
                  index === 0 ? 'bg-accent/8 text-accent-strong' : 'text-muted',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-b border-border last:border-b-0">
              <th scope="row" className="py-4 pr-1 pl-3 font-medium text-foreground hyphens-auto sm:px-6">
                {row.feature}
              </th>
              {row.values.map((value, index) => {
                const { Icon, className: tone } = icons[value];
                return (
                  <td key={index} data-value={value} className={cn('px-0.5 py-4 text-center sm:px-4', index === 0 && 'bg-accent/8')}>
                    <span className="inline-flex items-center justify-center gap-2">
                      <span aria-hidden className={cn('grid size-7 place-items-center rounded-full', tone)}>
                        <Icon className="size-4" strokeWidth={2.5} />
                      </span>
                      <span className="sr-only text-sm text-muted lg:not-sr-only">{labels[value]}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
