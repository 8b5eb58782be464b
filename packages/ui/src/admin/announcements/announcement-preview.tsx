import { ModalDialog } from '../lead-inbox/modal-dialog';
import type { AnnouncementText } from './labels';

export interface AnnouncementPreviewProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Each language's copy under its name. */
  languages: { language: string; label: string; text: AnnouncementText }[];
}

/** Each language's subject and body as the recipients will read them (paragraphs split at blank lines). */
export function AnnouncementPreview({ open, title, closeLabel, onClose, languages }: AnnouncementPreviewProps) {
  return (
    <ModalDialog data-slot="announcement-preview" open={open} title={title} closeLabel={closeLabel} onClose={onClose}>
      {languages.map(({ language, label, text }) => (
        <article key={language} className="flex flex-col gap-2 rounded-control border border-border p-4">
          <p className="text-xs font-semibold tracking-wide text-subtle uppercase">{label}</p>
          <h3 lang={language} className="font-semibold break-words text-foreground">
            {text.subject}
          </h3>
          {text.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <p key={index} lang={language} className="text-sm leading-relaxed break-words whitespace-pre-line text-muted">
                {paragraph.trim()}
              </p>
            ))}
        </article>
      ))}
    </ModalDialog>
  );
}
