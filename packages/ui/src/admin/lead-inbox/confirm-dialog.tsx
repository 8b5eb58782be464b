import { useState } from 'react';
import { Button } from '../../primitives/button';
import { FormAlert } from '../../primitives/field';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  working: string;
  failed: string;
  /** Resolves true when done (the dialog then closes), false to keep it open with `failed`. */
  onConfirm: () => Promise<boolean> | boolean;
  onClose: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter alone never destroys.
 * While the action runs, the buttons only look disabled (`aria-disabled`), so focus stays in the dialog. */
export function ConfirmDialog({ open, title, body, confirm, cancel, working, failed, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const close = () => {
    if (busy) return;
    setError(false);
    onClose();
  };
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(false);
    const done = await Promise.resolve()
      .then(onConfirm)
      .catch(() => false);
    setBusy(false);
    if (done) onClose();
    else setError(true);
  };
  return (
    <ModalDialog data-slot="confirm-dialog" open={open} title={title} onClose={close} role="alertdialog" tone="danger">
      <p className="text-sm leading-relaxed text-muted">{body}</p>
      {error ? <FormAlert>{failed}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          data-autofocus
          variant="ghost"
          size="sm"
          onClick={close}
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait"
        >
          {cancel}
        </Button>
        <Button variant="danger" size="sm" onClick={run} aria-disabled={busy || undefined} className="aria-disabled:cursor-wait">
          {busy ? working : confirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
