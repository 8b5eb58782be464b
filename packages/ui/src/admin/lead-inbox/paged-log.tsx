import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/button';
import { controlVariants, Label } from '../../primitives/field';
import { Spinner } from '../spinner';
import { InboxEmpty, InboxError } from './inbox-states';

/** A select narrowing a log to one of `options`, or to all of them (`null`). */
export function LogFilter<T extends string>({
  label,
  allLabel,
  options,
  optionLabels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly T[];
  optionLabels: Record<T, string>;
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex max-w-xs flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as T | null)} className={controlVariants()}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a paged log says around its rows. */
export interface PagedLogLabels {
  loading: string;
  loadFailed: string;
  reload: string;
  empty: string;
  emptyHint: string;
  loadMore: string;
}

/**
 * A log read page by page (the mail log, the activity page): a spinner while its first page loads, the
 * failure with a retry, the empty state, or `children` (the rows) with "load older" while there are more.
 */
export function PagedLogStates({
  state,
  empty,
  labels,
  errorMessage,
  onReload,
  hasMore,
  loadingMore,
  onLoadMore,
  children,
}: {
  state: 'loading' | 'ready' | 'error';
  /** Whether the loaded log has no rows. */
  empty: boolean;
  labels: PagedLogLabels;
  errorMessage?: string;
  onReload: () => void;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  if (state === 'loading') return <Spinner label={labels.loading} />;
  if (state === 'error') return <InboxError title={labels.loadFailed} message={errorMessage} retry={labels.reload} onRetry={onReload} />;
  if (empty) return <InboxEmpty kind="empty" title={labels.empty} hint={labels.emptyHint} />;
  return (
    <>
      {children}
      {hasMore ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={onLoadMore} aria-disabled={loadingMore || undefined}>
          {loadingMore ? labels.loading : labels.loadMore}
        </Button>
      ) : null}
    </>
  );
}
