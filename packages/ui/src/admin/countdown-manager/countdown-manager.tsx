import { Timer } from 'lucide-react';
import { useRef, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FormAlert } from '../../primitives/field';
import { Spinner } from '../spinner';
import { CountdownForm } from './countdown-form';
import { CountdownList } from './countdown-list';
import type { CountdownManagerLabels, CountdownRow, NewCountdownValues } from './labels';

export interface CountdownManagerProps extends Omit<HTMLAttributes<HTMLElement>, 'onToggle'> {
  /** Every text of the manager in the operator's language: form, list, status badges, confirmation. */
  labels: CountdownManagerLabels;
  /** Rows ordered by target date, earliest first. */
  items: CountdownRow[];
  /** True until the list has been read. */
  loading?: boolean;
  /** While a countdown is being created: the form is disabled and its button shows its busy text. */
  creating?: boolean;
  /** The failed creation's message. */
  createError?: string;
  /** Why the list could not be read, or the last toggle or delete failed; shown above the list. */
  listError?: string;
  /** Resolves true when created, which clears the form. */
  onCreate: (values: NewCountdownValues) => Promise<boolean> | boolean;
  /** Switches a countdown on or off (its status badge is the button). */
  onToggle: (id: string) => void;
  /** Deletes a countdown, once the operator confirmed in the dialog. */
  onDelete: (id: string) => void;
}

/** Create, toggle and delete the countdowns behind the public banner. */
export function CountdownManager({
  labels,
  items,
  loading = false,
  creating = false,
  createError,
  listError,
  onCreate,
  onToggle,
  onDelete,
  className,
  ...props
}: CountdownManagerProps) {
  const headingId = 'countdown-manager-heading';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted row's buttons go away with it: focus lands on the section's heading instead.
  const deleteAndRefocus = (id: string) => {
    onDelete(id);
    headingRef.current?.focus();
  };
  return (
    <section
      aria-labelledby={headingId}
      data-state={loading ? 'loading' : items.length === 0 ? 'empty' : 'ready'}
      className={cn('flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8', className)}
      {...props}
      data-slot="countdown-manager"
    >
      <header className="flex items-start gap-4">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent-strong">
          <Timer className="size-5" />
        </span>
        <div>
          <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-foreground outline-none">
            {labels.title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{labels.lead}</p>
        </div>
      </header>
      <div className="rounded-control border border-border bg-background/40 p-5">
        <h3 className="mb-4 text-sm font-semibold tracking-wide text-muted uppercase">{labels.formTitle}</h3>
        <CountdownForm labels={labels} creating={creating} error={createError} onCreate={onCreate} />
      </div>
      {listError ? <FormAlert>{listError}</FormAlert> : null}
      {loading ? (
        <Spinner label={labels.loading} layout="block" />
      ) : listError && items.length === 0 ? null /* not "no countdowns yet": the list is unknown */ : (
        <CountdownList labels={labels} items={items} onToggle={onToggle} onDelete={deleteAndRefocus} />
      )}
    </section>
  );
}
