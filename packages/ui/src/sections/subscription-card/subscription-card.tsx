import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';

/** `ask`: a button to press; `done`: it worked (again, if pressed twice); `invalid`: the link cannot be used. */
export type SubscriptionOutcome = 'ask' | 'done' | 'invalid';

/** A plain HTML form that posts one hidden value: it works with scripts off. */
export interface SubscriptionAction {
  /** The page's own address; the server answers the post with the page again. */
  action: string;
  hidden: Record<string, string>;
  submit: string;
}

export interface SubscriptionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  outcome: SubscriptionOutcome;
  /** The page's heading (its only `h1`). */
  title: string;
  lead: string;
  /** What the entry is about, such as the chosen services, under `itemsLabel`. */
  items?: { label: string; list: string[] };
  form?: SubscriptionAction;
  note?: string;
  /** The ways on: links the site renders (home, the waitlist). */
  actions?: ReactNode;
}

const icons: Record<SubscriptionOutcome, ReactNode> = { ask: <MailCheck />, done: <CircleCheck />, invalid: <CircleAlert /> };

/** The page behind a link in our e-mails: confirm a sign-up or unsubscribe, with one button that posts. */
export function SubscriptionCard({ outcome, title, lead, items, form, note, actions, className, ...props }: SubscriptionCardProps) {
  return (
    <section
      className={cn(
        'mx-auto flex max-w-2xl flex-col items-center gap-5 rounded-card border bg-surface px-6 py-12 text-center shadow-card sm:px-12',
        outcome === 'done' ? 'border-success/30' : outcome === 'invalid' ? 'border-warning/30' : 'border-border',
        className,
      )}
      {...props}
      data-state={outcome}
      data-slot="subscription-card"
    >
      <span
        aria-hidden
        className={cn(
          'grid size-16 place-items-center rounded-full ring-8 [&_svg]:size-8',
          outcome === 'done'
            ? 'bg-success/10 text-success ring-success/5'
            : outcome === 'invalid'
              ? 'bg-warning/10 text-warning ring-warning/5'
              : 'bg-accent/10 text-accent-strong ring-accent/5',
        )}
      >
        {icons[outcome]}
      </span>
      <h1 className="text-3xl font-semibold text-balance text-foreground sm:text-4xl">{title}</h1>
      <p className="max-w-xl text-lead text-pretty text-muted">{lead}</p>
      {items && items.list.length > 0 ? (
        <div className="w-full max-w-md rounded-card border border-border bg-surface-raised/50 px-5 py-4 text-left">
          <h2 className="text-sm font-semibold text-subtle">{items.label}</h2>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-foreground">
            {items.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {form ? (
        <form method="post" action={form.action} className="mt-2" data-slot="subscription-card-form">
          {Object.entries(form.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" size="lg" wrap>
            {form.submit}
          </Button>
        </form>
      ) : null}
      {note ? <p className="max-w-xl text-sm font-medium text-pretty text-subtle">{note}</p> : null}
      {actions ? <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
