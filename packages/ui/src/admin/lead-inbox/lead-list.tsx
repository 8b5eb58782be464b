import { ListChecks, Mail, Trash2 } from 'lucide-react';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import type { InboxLeadStatus, InboxSubscription, LeadInboxLabels, LeadInboxRow } from './labels';
import { LeadStatusSelect } from './lead-status-select';

const subscriptionTone: Record<InboxSubscription, 'success' | 'neutral' | 'danger'> = {
  confirmed: 'success',
  unconfirmed: 'neutral',
  unsubscribed: 'danger',
  none: 'neutral',
};

export interface LeadListProps {
  labels: LeadInboxLabels;
  leads: LeadInboxRow[];
  busy: boolean;
  onOpen: (lead: LeadInboxRow) => void;
  onStatusChange: (lead: LeadInboxRow, status: InboxLeadStatus) => void;
  onDelete: (lead: LeadInboxRow) => void;
}

/** The leads, newest first: who, when, what, with the status select, details and delete on each row. */
export function LeadList({ labels, leads, busy, onOpen, onStatusChange, onDelete }: LeadListProps) {
  return (
    <ul
      data-slot="lead-list"
      aria-label={labels.listLabel}
      aria-busy={busy || undefined}
      className="flex flex-col gap-3 aria-busy:opacity-60"
    >
      {leads.map((lead) => (
        <li
          key={lead.key}
          data-key={lead.key}
          className="flex flex-col gap-3 rounded-control border border-border bg-background/40 p-4 sm:flex-row sm:items-start"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                variant="link"
                wrap
                data-open-lead
                aria-haspopup="dialog"
                aria-label={labels.detailsOf(lead.name)}
                onClick={() => onOpen(lead)}
                className="min-w-0 py-0 text-start font-semibold break-words text-foreground"
              >
                {lead.name}
              </Button>
              <Badge tone={lead.kind === 'contact' ? 'accent' : 'neutral'}>
                {lead.kind === 'contact' ? <Mail aria-hidden className="size-3" /> : <ListChecks aria-hidden className="size-3" />}
                {labels.kinds[lead.kind]}
              </Badge>
              {lead.subscription ? (
                <Badge tone={subscriptionTone[lead.subscription]} data-subscription={lead.subscription}>
                  <span className="sr-only">{labels.subscription}: </span>
                  {labels.subscriptions[lead.subscription]}
                </Badge>
              ) : null}
            </div>
            <p className="flex flex-wrap gap-x-3 text-sm text-muted">
              <span className="break-all">{lead.email}</span>
              <span className="text-subtle">
                <span className="sr-only">{labels.received}: </span>
                <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time>
              </span>
            </p>
            {lead.message ? <p className="line-clamp-2 text-sm leading-relaxed break-words text-muted">{lead.message}</p> : null}
            {lead.services?.length ? (
              <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                <span>
                  <span className="sr-only">{labels.services}: </span>
                  {lead.services.join(' · ')}
                </span>
                {lead.language ? (
                  <span className="text-subtle">
                    <span className="sr-only">{labels.language}: </span>
                    {lead.language}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <LeadStatusSelect labels={labels} name={lead.name} status={lead.status} onChange={(status) => onStatusChange(lead, status)} />
            <Button
              variant="ghostDanger"
              size="iconSm"
              aria-label={labels.deleteOf(lead.name)}
              title={labels.delete}
              onClick={() => onDelete(lead)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
