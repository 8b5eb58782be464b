import type { ReactNode } from 'react';

export interface EmailPreviewProps {
  /** The subject line, as the recipient's inbox lists it. */
  subject: string;
  /** The message's HTML part: a whole document, shown in a frame of its own (its styles stay in it). */
  html: string;
  /** The message's plain-text part, shown as sent. */
  text: string;
  /** Width of the HTML frame in px (mail clients show about 600). */
  width?: number;
  /** Anything a story adds under the two parts (notes, the data it was rendered with). */
  children?: ReactNode;
}

/**
 * One e-mail as the recipient can get it: the HTML part beside its plain-text part. Stories of the
 * E-mails group render a template to both (React Email's `render`, once with `plainText: true`) in a
 * loader and show them here; see the E-mails docs page for the convention.
 */
export function EmailPreview({ subject, html, text, width = 600, children }: EmailPreviewProps) {
  return (
    <div data-slot="email-preview" className="flex flex-col gap-4 p-6 text-foreground">
      <p className="text-sm">
        <span className="text-muted">Subject: </span>
        {subject}
      </p>
      <div className="flex flex-wrap items-start gap-6">
        <figure className="m-0 flex flex-col gap-2">
          <figcaption className="text-sm text-muted">HTML</figcaption>
          <iframe
            title={`${subject} (HTML part)`}
            srcDoc={html}
            className="h-[720px] rounded-lg border border-border bg-white"
            style={{ width }}
          />
        </figure>
        <figure className="m-0 flex min-w-72 flex-1 flex-col gap-2">
          <figcaption className="text-sm text-muted">Plain text</figcaption>
          <pre className="m-0 rounded-lg border border-border bg-surface p-4 text-sm whitespace-pre-wrap">{text}</pre>
        </figure>
      </div>
      {children}
    </div>
  );
}
