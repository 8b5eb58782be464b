import { toPlainText } from '@react-email/render';
import { emailTextOptions } from '@zk/ui/emails';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { EmailPreview } from './email/email-preview';

/**
 * An e-mail as its recipient gets it: the HTML part (with the e-mail's own inline styles) and the
 * plain-text part made from it by React Email's `toPlainText` (with `emailTextOptions`), as the server
 * sends them. The server renders with React Email's `render` (`packages/site/src/entry-email.tsx`);
 * this is the same markup, rendered synchronously so a story needs no loader.
 */
export function emailParts(email: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
  return { html, text: toPlainText(html, emailTextOptions) };
}

/** The inbox's preview line: the text of React Email's hidden `Preview` at the top of the body. */
export function preheaderOf(html: string): string | undefined {
  const preview = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-skip-in-text]');
  return preview?.firstChild?.textContent?.trim() || undefined;
}

/** A story's canvas for one e-mail: subject and preheader, the HTML part beside its plain-text part. */
export function EmailStory({ email, subject }: { email: ReactElement; subject: string }) {
  const { html, text } = emailParts(email);
  return <EmailPreview subject={subject} preheader={preheaderOf(html)} html={html} text={text} />;
}

/** The HTML part's body, once its frame has loaded and taken the message's height, to query in a `play` function. */
export async function emailHtml(canvasElement: HTMLElement) {
  const frame = await waitFor(() => {
    const loaded = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-email-html][data-loaded]');
    expect(loaded?.contentDocument?.body.childElementCount).toBeGreaterThan(0);
    return loaded!;
  });
  return within(frame.contentDocument!.body);
}
