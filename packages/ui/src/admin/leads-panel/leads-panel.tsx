import { Download, Inbox, ListChecks, Mail } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Spinner } from '../spinner';

export interface LeadsPanelLabels {
  title: string;
  lead: string;
  contacts: string;
  waitlist: string;
  /** Text of the CSV download link. */
  export: string;
  emptyContacts: string;
  emptyWaitlist: string;
  /** Label before the received date, such as "Received". */
  received: string;
  /** Label of a waitlist entry's language. */
  language: string;
  loading: string;
}

interface LeadBase {
  id: string;
  name: string;
  email: string;
  /** Received date formatted for the page's locale. */
  receivedLabel: string;
  /** Received date as an ISO timestamp. */
  receivedAt: string;
}

export interface ContactLeadRow extends LeadBase {
  message: string;
}

export interface WaitlistLeadRow extends LeadBase {
  /** Display names of the chosen services. */
  services: string[];
  language: string;
}

export interface LeadsPanelProps extends HTMLAttributes<HTMLElement> {
  labels: LeadsPanelLabels;
  /** Newest first. */
  contacts: ContactLeadRow[];
  /** Newest first. */
  waitlist: WaitlistLeadRow[];
  /** URL of the CSV export. */
  csvHref: string;
  loading?: boolean;
}

/** Contact inquiries and waitlist entries side by side, with a CSV export. */
export function LeadsPanel({ labels, contacts, waitlist, csvHref, loading = false, className, ...props }: LeadsPanelProps) {
  return (
    <section
      aria-labelledby="leads-panel-heading"
      className={cn('flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8', className)}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet/10 text-violet">
            <Inbox className="size-5" />
          </span>
          <div>
            <h2 id="leads-panel-heading" className="text-xl font-semibold text-foreground">
              {labels.title}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted">{labels.lead}</p>
          </div>
        </div>
        <Button asChild variant="secondary" size="sm">
          <a href={csvHref} download>
            <Download aria-hidden />
            {labels.export}
          </a>
        </Button>
      </header>
      {loading ? (
        <Spinner label={labels.loading} layout="block" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <LeadList title={labels.contacts} count={contacts.length} empty={labels.emptyContacts} icon={<Mail />}>
            {contacts.map((lead) => (
              <LeadItem key={lead.id} lead={lead} received={labels.received}>
                <p className="line-clamp-3 text-sm leading-relaxed text-muted">{lead.message}</p>
              </LeadItem>
            ))}
          </LeadList>
          <LeadList title={labels.waitlist} count={waitlist.length} empty={labels.emptyWaitlist} icon={<ListChecks />}>
            {waitlist.map((lead) => (
              <LeadItem key={lead.id} lead={lead} received={labels.received}>
                <div className="flex flex-wrap gap-1.5">
                  {lead.services.map((service) => (
                    <Badge key={service} tone="accent">
                      {service}
                    </Badge>
                  ))}
                  <Badge>
                    <span className="sr-only">{labels.language}: </span>
                    {lead.language}
                  </Badge>
                </div>
              </LeadItem>
            ))}
          </LeadList>
        </div>
      )}
    </section>
  );
}

function LeadList({ title, count, empty, icon, children }: { title: string; count: number; empty: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase [&_svg]:size-4">
        <span aria-hidden>{icon}</span>
        {title}
        <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs text-foreground tabular-nums">{count}</span>
      </h3>
      {count === 0 ? (
        <p className="rounded-control border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pe-1">
          {children}
        </ul>
      )}
    </div>
  );
}

function LeadItem({ lead, received, children }: { lead: LeadBase; received: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-control border border-border bg-background/40 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-foreground">{lead.name}</p>
        <p className="text-xs text-subtle">
          <span className="sr-only">{received}: </span>
          <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time>
        </p>
      </div>
      <a href={`mailto:${lead.email}`} className="w-fit text-sm text-accent-strong underline-offset-4 hover:underline">
        {lead.email}
      </a>
      {children}
    </li>
  );
}
