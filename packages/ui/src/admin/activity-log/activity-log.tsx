import { LogOut } from 'lucide-react';
import { useId, useState, type HTMLAttributes } from 'react';
import { Button } from '../../primitives/button';
import { LogFilter, PagedLogStates } from '../lead-inbox/paged-log';
import { activityLogKinds, type ActivityLogKind, type ActivityLogLabels, type ActivityLogRow } from './labels';
import { ActivityLogList } from './activity-log-list';
import { ActivityLogTable } from './activity-log-table';

export interface ActivityLogProps extends HTMLAttributes<HTMLDivElement> {
  /** Every text of the log in the operator's language: filter, event kinds, outcomes, sign-out of other sessions. */
  labels: ActivityLogLabels;
  /** The loaded pages of events, newest first. */
  rows: ActivityLogRow[];
  /** `loading` while the first page for the filter is read. */
  state: 'loading' | 'ready' | 'error';
  /** The failed load's message. */
  errorMessage?: string;
  /** Reads the first page again after a failed load. */
  onReload: () => void;
  /** The kind of event shown, or null for all. */
  kindFilter: ActivityLogKind | null;
  /** Called with the kind chosen in the filter (null for all); the caller reloads the first page. */
  onKindFilterChange: (kind: ActivityLogKind | null) => void;
  /** More events past the loaded pages: shows the load-more button. */
  hasMore: boolean;
  /** While the next page is read: the button shows its busy text. */
  loadingMore?: boolean;
  /** Reads the next page. */
  onLoadMore: () => void;
  /** Ends the operator's other sessions; resolves how many ended (rejects when it failed). */
  onRevokeOthers: () => Promise<number>;
}

/**
 * The operator's activity page: the security log newest first (a table with column headers from the
 * `md` breakpoint, a list below it), filtered by kind, and "sign out all other sessions".
 */
export function ActivityLog({
  labels,
  rows,
  state,
  errorMessage,
  onReload,
  kindFilter,
  onKindFilterChange,
  hasMore,
  loadingMore,
  onLoadMore,
  onRevokeOthers,
  ...props
}: ActivityLogProps) {
  const revokeHintId = useId();
  const [revoking, setRevoking] = useState(false);
  const [notice, setNotice] = useState('');
  const revoke = () => {
    if (revoking) return;
    setRevoking(true);
    setNotice('');
    onRevokeOthers()
      .then(
        (count) => setNotice(count > 0 ? labels.revoked(count) : labels.revokedNone),
        () => setNotice(labels.revokeFailed),
      )
      .finally(() => setRevoking(false));
  };
  return (
    <div {...props} data-slot="activity-log" className="flex flex-col gap-5">
      <section
        aria-labelledby={`${revokeHintId}-title`}
        className="flex flex-col gap-3 rounded-control border border-border bg-surface-raised/60 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1">
          <h2 id={`${revokeHintId}-title`} className="font-semibold text-foreground">
            {labels.revokeTitle}
          </h2>
          <p id={revokeHintId} className="max-w-prose text-sm text-muted">
            {labels.revokeHint}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          aria-describedby={revokeHintId}
          aria-disabled={revoking || undefined}
          onClick={revoke}
        >
          <LogOut aria-hidden />
          {labels.revoke}
        </Button>
      </section>
      <p role="status" className="text-sm font-semibold text-foreground empty:hidden">
        {notice}
      </p>
      <LogFilter
        label={labels.filterLabel}
        allLabel={labels.allKinds}
        options={activityLogKinds}
        optionLabels={labels.kinds}
        value={kindFilter}
        onChange={onKindFilterChange}
      />
      <PagedLogStates
        state={state}
        empty={rows.length === 0}
        labels={labels}
        errorMessage={errorMessage}
        onReload={onReload}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <ActivityLogTable rows={rows} labels={labels} className="hidden md:block" />
        <ActivityLogList rows={rows} labels={labels} className="md:hidden" />
      </PagedLogStates>
    </div>
  );
}
