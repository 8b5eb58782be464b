import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The link an `action` prop draws (the site's buttons around its links, such as "Back to home"), as a
 * `play` function finds it on screen: its text and address, in the language the story renders.
 */
export function actionLink(action: ReactNode): { name: string; href: string } {
  const link = new DOMParser().parseFromString(renderToStaticMarkup(action), 'text/html').querySelector('a');
  if (!link) throw new Error('the action draws no link');
  return { name: link.textContent ?? '', href: link.getAttribute('href') ?? '' };
}
