import { ModalDialog } from '../lead-inbox/modal-dialog';

export interface MailPreviewDialogProps {
  /** The rendered message's address (`/api/mail/:id/preview`), or null when closed. */
  src: string | null;
  title: string;
  frameTitle: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The rendered message in a sandboxed frame: no script runs in it, it reaches nothing of the console
 * (no `allow-same-origin`), and its links cannot navigate the console.
 */
export function MailPreviewDialog({ src, title, frameTitle, closeLabel, onClose }: MailPreviewDialogProps) {
  return (
    <ModalDialog data-slot="mail-preview-dialog" open={src !== null} title={title} closeLabel={closeLabel} onClose={onClose}>
      {src ? (
        <iframe
          title={frameTitle}
          src={src}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-[60dvh] w-full rounded-control border border-border bg-white"
        />
      ) : null}
    </ModalDialog>
  );
}
