import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * For stories: the server's HTML of `children` with no React behind it, as a visitor gets it
 * before the scripts run, or without them. Only the browser's own behaviour works in it.
 */
export function ServedMarkup({ children }: { children: ReactElement }) {
  return <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(children) }} />;
}
