import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, the close button or a finished action; the caller sets `open` false. */
  onClose: () => void;
  /** Accessible name of the close button; without it there is none (a confirmation has Cancel). */
  closeLabel?: string;
  /** `alertdialog` for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  tone?: 'default' | 'danger';
  /** The dialog's stable name for styling and tests; a dialog built on this one names itself. */
  'data-slot'?: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the page behind is inert, focus moves to the element marked
 * `data-autofocus` (else the first control) and back to the opener when it closes.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  closeLabel,
  role = 'dialog',
  tone = 'default',
  'data-slot': slot = 'modal-dialog',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('button, select, a[href]'))?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener.current;
      // The opener may be gone (its lead was deleted): the caller moves focus then.
      if (back?.isConnected && !back.closest('dialog:not([open])')) back.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      data-slot={slot}
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The native close request (cancel) comes only from trusted key presses: handle Escape here too.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className={cn(
        'm-auto max-sm:mt-4 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-card border bg-surface p-0 text-foreground shadow-card backdrop:bg-background/80 backdrop:backdrop-blur-sm',
        tone === 'danger' ? 'border-danger/50' : 'border-border-strong',
      )}
    >
      <div className="flex flex-col gap-5 p-6 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-foreground">
            {title}
          </h2>
          {closeLabel ? (
            <Button variant="ghost" size="iconSm" aria-label={closeLabel} onClick={onClose} className="-me-2 -mt-1">
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
