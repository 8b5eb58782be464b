import { CalendarClock, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { badgeVariants } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import type { CountdownManagerLabels, CountdownRow } from './labels';

export interface CountdownListProps {
  labels: CountdownManagerLabels;
  items: CountdownRow[];
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The countdowns, each with a status badge that toggles and a delete button that asks first. */
export function CountdownList({ labels, items, onToggle, onDelete }: CountdownListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  if (items.length === 0) {
    return (
      <div
        data-slot="countdown-list-empty"
        className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border-strong px-6 py-10 text-center"
      >
        <CalendarClock aria-hidden className="size-8 text-subtle" />
        <p className="font-semibold text-foreground">{labels.empty}</p>
        <p className="text-sm text-muted">{labels.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul
      data-slot="countdown-list"
      aria-label={labels.listLabel}
      className="flex flex-col divide-y divide-border rounded-card border border-border"
    >
      {items.map((item) => (
        <li key={item.id} data-state={item.isActive ? 'active' : 'inactive'} className="group/row flex flex-col gap-3 px-5 py-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* On a phone the title has the row's width, toggle and delete go under it. */}
            <div className="min-w-0 flex-[1_1_100%] sm:flex-1">
              {/* Two lines at most; all of it while the row's toggle or delete has focus, and on hover (title). */}
              <p
                title={item.title}
                className="line-clamp-2 font-semibold break-words text-foreground group-focus-within/row:line-clamp-none"
              >
                {item.title}
              </p>
              <time dateTime={item.targetDate} className="text-sm text-muted">
                {item.targetLabel}
              </time>
            </div>
            <button
              type="button"
              title={labels.toggleHint}
              aria-label={`${item.isActive ? labels.active : labels.inactive}: ${item.title}`}
              onClick={() => onToggle(item.id)}
              className={cn(
                badgeVariants({ tone: item.isActive ? 'success' : 'neutral' }),
                'cursor-pointer transition-colors hover:border-accent/60',
              )}
            >
              <span aria-hidden className={cn('size-1.5 rounded-full', item.isActive ? 'bg-success' : 'bg-subtle')} />
              {item.isActive ? labels.active : labels.inactive}
            </button>
            <Button
              variant="ghostDanger"
              size="iconSm"
              className="ms-auto sm:ms-0"
              aria-label={labels.deleteLabel(item.title)}
              title={labels.delete}
              aria-expanded={confirming === item.id}
              ref={(button) => {
                if (button) deleteButtons.current.set(item.id, button);
                else deleteButtons.current.delete(item.id);
              }}
              onClick={() => setConfirming(item.id)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          {confirming === item.id ? (
            <ConfirmDelete
              labels={labels}
              title={item.title}
              onCancel={() => {
                deleteButtons.current.get(item.id)?.focus();
                setConfirming(null);
              }}
              onConfirm={() => {
                setConfirming(null);
                onDelete(item.id);
              }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ConfirmDelete({
  labels,
  title,
  onCancel,
  onConfirm,
}: {
  labels: CountdownManagerLabels;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus(), []);
  return (
    <div
      data-slot="countdown-confirm-delete"
      ref={root}
      role="alertdialog"
      aria-label={labels.confirmTitle}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      className="flex flex-wrap items-center gap-3 rounded-control border border-danger/40 bg-danger-surface px-4 py-3"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-foreground">{labels.confirmTitle}</p>
        <p className="text-muted">{labels.confirmBody(title)}</p>
      </div>
      <Button data-cancel variant="ghost" size="sm" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button variant="danger" size="sm" onClick={onConfirm}>
        {labels.confirm}
      </Button>
    </div>
  );
}
