import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../../primitives/button';
import { Spinner } from '../spinner';
import { ConfirmDialog } from './confirm-dialog';
import { InboxFilters } from './inbox-filters';
import { InboxFrame } from './inbox-frame';
import { InboxEmpty, InboxError } from './inbox-states';
import {
  hasActiveFilters,
  emptyLeadInboxFilters,
  type InboxLeadStatus,
  type LeadInboxFilters,
  type LeadInboxLabels,
  type LeadInboxOption,
  type LeadInboxRow,
} from './labels';
import { LeadDetail } from './lead-detail';
import { LeadList } from './lead-list';

export interface LeadInboxProps extends HTMLAttributes<HTMLElement> {
  /** Every text of the inbox in the operator's language: headings, filters, row actions, dialogs. */
  labels: LeadInboxLabels;
  /** The search and filters as they stand; an empty string means "any". */
  filters: LeadInboxFilters;
  /** Called on every change of the search or a filter, with all of them; the caller reloads the first page. */
  onFiltersChange: (filters: LeadInboxFilters) => void;
  /** Waitlist services to filter by: id and display name. */
  serviceOptions: LeadInboxOption[];
  /** The loaded pages, newest first. */
  leads: LeadInboxRow[];
  /** `loading` while the first page for the current filters is read. */
  status: 'loading' | 'ready' | 'error';
  /** The failed load's message. */
  errorMessage?: string;
  /** Reads the first page again after a failed load. */
  onRetry: () => void;
  /** More leads past the loaded pages: shows the load-more button. */
  hasMore: boolean;
  /** While the next page is read: the button shows its busy text. */
  loadingMore?: boolean;
  /** Reads the next page. */
  onLoadMore: () => void;
  /** Exports what the filters select as CSV. */
  onExport: () => void;
  /** Called when a row's status select (or the detail's) is changed. */
  onStatusChange: (lead: LeadInboxRow, status: InboxLeadStatus) => void;
  /** Resolves true once deleted. */
  onDelete: (lead: LeadInboxRow) => Promise<boolean> | boolean;
  /** Erases every lead of this address; resolves true once done. */
  onEraseEmail: (email: string) => Promise<boolean> | boolean;
  /** Announced politely, such as "Lead deleted". */
  notice?: string;
}

type Confirming = { type: 'delete'; lead: LeadInboxRow } | { type: 'erase'; email: string } | null;

/** The operator's lead inbox: search and filters, the leads with inline status, details, deletion and erasure. */
export function LeadInbox({
  labels,
  filters,
  onFiltersChange,
  serviceOptions,
  leads,
  status,
  errorMessage,
  onRetry,
  hasMore,
  loadingMore = false,
  onLoadMore,
  onExport,
  onStatusChange,
  onDelete,
  onEraseEmail,
  notice,
  ...props
}: LeadInboxProps) {
  const [detailKey, setDetailKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const focusHeading = useRef(false);
  const detail = leads.find((lead) => lead.key === detailKey) ?? null;

  useEffect(() => {
    // After "Load more", the keyboard continues at the first lead that arrived.
    if (focusFrom.current === null || leads.length <= focusFrom.current) return;
    list.current?.querySelectorAll<HTMLElement>('[data-open-lead]')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [leads.length]);

  useEffect(() => {
    // Runs after the dialogs' own focus return: the deleted lead's buttons are gone, so the heading takes it.
    if (!focusHeading.current || confirming !== null) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const confirmed = async (): Promise<boolean> => {
    if (!confirming) return true;
    const done = confirming.type === 'delete' ? await onDelete(confirming.lead) : await onEraseEmail(confirming.email);
    if (done) {
      focusHeading.current = true;
      setDetailKey(null);
    }
    return done;
  };

  const filtered = hasActiveFilters(filters);
  return (
    <InboxFrame
      {...props}
      data-slot="lead-inbox"
      data-state={status === 'ready' && leads.length === 0 ? (filtered ? 'no-results' : 'empty') : status}
      title={labels.title}
      lead={labels.lead}
      headingRef={heading}
      actions={
        <Button variant="secondary" size="sm" onClick={onExport} title={labels.exportHint}>
          <Download aria-hidden />
          {labels.export}
        </Button>
      }
    >
      <InboxFilters labels={labels} filters={filters} serviceOptions={serviceOptions} onChange={onFiltersChange} />
      <p role="status" className="sr-only">
        {notice}
      </p>
      <div ref={list} className="flex flex-col gap-4">
        {status === 'error' ? (
          <InboxError title={labels.error} message={errorMessage} retry={labels.retry} onRetry={onRetry} />
        ) : status === 'loading' && leads.length === 0 ? (
          <Spinner label={labels.loading} layout="block" />
        ) : leads.length === 0 ? (
          filtered ? (
            <InboxEmpty
              kind="no-results"
              title={labels.noResults}
              hint={labels.noResultsHint}
              action={
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => onFiltersChange(emptyLeadInboxFilters)}>
                  {labels.clearFilters}
                </Button>
              }
            />
          ) : (
            <InboxEmpty kind="empty" title={labels.empty} hint={labels.emptyHint} />
          )
        ) : (
          <LeadList
            labels={labels}
            leads={leads}
            busy={status === 'loading'}
            onOpen={(lead) => setDetailKey(lead.key)}
            onStatusChange={onStatusChange}
            onDelete={(lead) => setConfirming({ type: 'delete', lead })}
          />
        )}
        {hasMore && status === 'ready' ? (
          <Button
            variant="secondary"
            size="sm"
            className="self-center"
            aria-disabled={loadingMore || undefined}
            onClick={() => {
              if (loadingMore) return;
              focusFrom.current = leads.length;
              onLoadMore();
            }}
          >
            {loadingMore ? labels.loadingMore : labels.loadMore}
          </Button>
        ) : null}
      </div>
      <LeadDetail
        labels={labels}
        lead={detail}
        onClose={() => setDetailKey(null)}
        onStatusChange={onStatusChange}
        onDelete={(lead) => setConfirming({ type: 'delete', lead })}
        onEraseEmail={(lead) => setConfirming({ type: 'erase', email: lead.email })}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.type === 'erase' ? labels.confirmEraseTitle : labels.confirmDeleteTitle}
        body={
          confirming?.type === 'erase'
            ? labels.confirmEraseBody(confirming.email)
            : confirming
              ? labels.confirmDeleteBody(confirming.lead.name)
              : ''
        }
        confirm={confirming?.type === 'erase' ? labels.confirmErase : labels.confirmDelete}
        cancel={labels.cancel}
        working={labels.working}
        failed={labels.actionFailed}
        onConfirm={confirmed}
        onClose={() => setConfirming(null)}
      />
    </InboxFrame>
  );
}
