import { Trash2, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import type { InboxLeadStatus, LeadInboxLabels, LeadInboxRow } from './labels';
import { LeadStatusSelect } from './lead-status-select';
import { ModalDialog } from './modal-dialog';

export interface LeadDetailProps {
  labels: LeadInboxLabels;
  /** The lead shown; null keeps the dialog closed. */
  lead: LeadInboxRow | null;
  onClose: () => void;
  onStatusChange: (lead: LeadInboxRow, status: InboxLeadStatus) => void;
  onDelete: (lead: LeadInboxRow) => void;
  onEraseEmail: (lead: LeadInboxRow) => void;
}

/** One lead in full, in a modal dialog: every field, its status, delete and the erasure of its e-mail. */
export function LeadDetail({ labels, lead, onClose, onStatusChange, onDelete, onEraseEmail }: LeadDetailProps) {
  return (
    <ModalDialog data-slot="lead-detail" open={lead !== null} title={lead?.name ?? ''} onClose={onClose} closeLabel={labels.close}>
      {lead ? (
        <>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
            <Field term={labels.kind}>
              <Badge tone={lead.kind === 'contact' ? 'accent' : 'neutral'}>{labels.kinds[lead.kind]}</Badge>
            </Field>
            <Field term={labels.received}>
              <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time>
            </Field>
            <Field term={labels.email}>
              <a href={`mailto:${lead.email}`} className="break-all text-accent-strong underline-offset-4 hover:underline">
                {lead.email}
              </a>
            </Field>
            {lead.services ? <Field term={labels.services}>{lead.services.join(', ')}</Field> : null}
            {lead.language ? <Field term={labels.language}>{lead.language}</Field> : null}
            <Field term={labels.status}>
              <LeadStatusSelect labels={labels} name={lead.name} status={lead.status} onChange={(status) => onStatusChange(lead, status)} />
            </Field>
          </dl>
          {lead.message !== undefined ? (
            <section aria-label={labels.message} className="rounded-control border border-border bg-background/40 p-4">
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{labels.message}</h3>
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">{lead.message}</p>
            </section>
          ) : null}
          <div className="flex flex-wrap gap-3 border-t border-border pt-5">
            <Button variant="danger" size="sm" wrap onClick={() => onDelete(lead)}>
              <Trash2 aria-hidden />
              {labels.delete}
            </Button>
            <Button variant="ghostDanger" size="sm" wrap onClick={() => onEraseEmail(lead)}>
              <UserX aria-hidden />
              {labels.eraseEmail}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}
