import { cn } from '../../lib/cn';
import { inboxLeadStatuses, type InboxLeadStatus, type LeadInboxLabels } from './labels';

const tone: Record<InboxLeadStatus, string> = {
  New: 'border-accent/50 text-accent-strong',
  Contacted: 'border-border-strong text-foreground',
  Won: 'border-success/50 text-success',
  Closed: 'border-border text-muted',
};

export interface LeadStatusSelectProps {
  labels: LeadInboxLabels;
  name: string;
  status: InboxLeadStatus;
  onChange: (status: InboxLeadStatus) => void;
}

/** A lead's status as a compact native select: changing it saves at once. */
export function LeadStatusSelect({ labels, name, status, onChange }: LeadStatusSelectProps) {
  return (
    <select
      data-slot="lead-status-select"
      aria-label={labels.statusOf(name)}
      value={status}
      data-state={status}
      onChange={(e) => onChange(e.target.value as InboxLeadStatus)}
      className={cn(
        'h-9 max-w-full cursor-pointer rounded-full border bg-surface-raised px-3 text-sm font-semibold transition-colors hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        tone[status],
      )}
    >
      {inboxLeadStatuses.map((value) => (
        <option key={value} value={value}>
          {labels.statuses[value]}
        </option>
      ))}
    </select>
  );
}
