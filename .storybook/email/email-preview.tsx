import { useState, type ReactNode } from 'react';

export interface EmailPreviewProps {
  /** The subject line, as the recipient's inbox lists it. */
  subject: string;
  /** The preheader: the line an inbox shows after the subject (React Email's `Preview`). */
  preheader?: string;
  /** The message's HTML part: a whole document, shown in a frame of its own (its styles stay in it). */
  html: string;
  /** The message's plain-text part, shown as sent. */
  text: string;
  /** Width of the HTML frame in px (mail clients show about 600); narrower on a narrower screen. */
  width?: number;
  /** Anything a story adds under the two parts (notes, the data it was rendered with). */
  children?: ReactNode;
}

/**
 * One e-mail as the recipient can get it: its subject and preheader as the inbox lists them, then the
 * HTML part (in a frame as tall as the message) beside its plain-text part. The stories of the E-mails
 * group show every template here (`EmailStory` in `.storybook/email-story.tsx`).
 */
export function EmailPreview({ subject, preheader, html, text, width = 600, children }: EmailPreviewProps) {
  const [height, setHeight] = useState<number>();
  return (
    <div data-slot="email-preview" className="flex flex-col gap-4 p-4 text-foreground sm:p-6">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Subject</dt>
        <dd data-email-subject="" className="m-0 font-semibold">
          {subject}
        </dd>
        {preheader ? (
          <>
            <dt className="text-muted">Preheader</dt>
            <dd data-email-preheader="" className="m-0">
              {preheader}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-start gap-6">
        <figure className="m-0 flex w-full flex-col gap-2" style={{ maxWidth: width }}>
          <figcaption className="text-sm text-muted">HTML</figcaption>
          <iframe
            title={`${subject} (HTML part)`}
            srcDoc={html}
            data-email-html=""
            data-loaded={height === undefined ? undefined : ''}
            onLoad={(event) => setHeight(event.currentTarget.contentDocument?.documentElement.scrollHeight)}
            className="w-full rounded-lg border border-border bg-white"
            style={{ height: height ?? 720 }}
          />
        </figure>
        <figure className="m-0 flex min-w-72 flex-1 flex-col gap-2">
          <figcaption className="text-sm text-muted">Plain text</figcaption>
          <pre className="m-0 rounded-lg border border-border bg-surface p-4 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {text}
          </pre>
        </figure>
      </div>
      {children}
    </div>
  );
}
