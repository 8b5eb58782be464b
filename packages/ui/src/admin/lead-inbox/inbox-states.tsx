import { Inbox, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/button';
import { FormAlert } from '../../primitives/field';

/** A dashed box saying why the list is empty, with an optional action. */
export function InboxEmpty({
  kind,
  title,
  hint,
  action,
}: {
  kind: 'empty' | 'no-results';
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  const Icon = kind === 'empty' ? Inbox : SearchX;
  return (
    <div
      data-slot="inbox-empty"
      data-state={kind}
      className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border-strong px-6 py-10 text-center"
    >
      <Icon aria-hidden className="size-8 text-subtle" />
      <p className="font-semibold text-foreground">{title}</p>
      <p className="max-w-prose text-sm text-muted">{hint}</p>
      {action}
    </div>
  );
}

/** The failed load, announced, with a retry. */
export function InboxError({ title, message, retry, onRetry }: { title: string; message?: string; retry: string; onRetry: () => void }) {
  return (
    <div data-slot="inbox-error" className="flex flex-col items-start gap-3">
      <FormAlert title={title}>{message ?? ''}</FormAlert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {retry}
      </Button>
    </div>
  );
}
