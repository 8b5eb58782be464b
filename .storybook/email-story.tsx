import { toPlainText } from '@react-email/render';
import { emailTextOptions } from '@zk/ui/emails';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * An e-mail as its recipient gets it: the HTML part (its body, with the e-mail's own inline styles)
 * and the plain-text part made from it by React Email's `toPlainText` (with `emailTextOptions`), as the
 * server sends them. The
 * server renders with React Email's `render` (`packages/site/src/entry-email.tsx`); this is the same
 * markup, rendered synchronously so a story needs no loader.
 */
export function emailParts(email: ReactElement): { html: string; text: string } {
  const html = renderToStaticMarkup(email);
  return { html, text: toPlainText(html, emailTextOptions) };
}

/** A story's canvas for one e-mail: the HTML part beside its plain-text part. */
export function EmailStory({ email }: { email: ReactElement }) {
  const { html, text } = emailParts(email);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const lang = document.documentElement.lang;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 p-4 sm:p-8 lg:grid-cols-[minmax(0,38rem)_minmax(0,1fr)]">
      <div lang={lang} className="overflow-hidden rounded-card" dangerouslySetInnerHTML={{ __html: document.body.innerHTML }} />
      <section lang={lang} aria-label="Plain-text part" className="rounded-card border border-border bg-surface p-5">
        <p className="mb-3 text-sm font-semibold text-muted">text/plain</p>
        <pre className="text-sm whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">{text}</pre>
      </section>
    </div>
  );
}
