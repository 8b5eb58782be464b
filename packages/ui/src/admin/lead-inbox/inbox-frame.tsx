import { Inbox } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export interface InboxFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  lead: string;
  /** Beside the heading, such as the export link. */
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The card, icon and heading the inbox and its hosted-mode note share. */
export function InboxFrame({ title, lead, actions, headingRef, className, children, ...props }: InboxFrameProps) {
  const headingId = useId();
  return (
    <section
      data-slot="inbox-frame"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8', className)}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-4">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet/10 text-violet">
            <Inbox className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-foreground outline-none">
              {title}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted">{lead}</p>
          </div>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

export interface LeadInboxNoteProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** Why there is no inbox here, such as "With hosted services, Airtable is your inbox." */
  note: string;
}

/** Hosted mode: where the leads are instead of the inbox. */
export function LeadInboxNote({ title, note, ...props }: LeadInboxNoteProps) {
  return <InboxFrame title={title} lead={note} {...props} data-slot="lead-inbox-note" />;
}
