import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Renders an e-mail to its HTML (as the server sends it) and mounts its body for Testing Library and
 * axe: the `<html>`, `<head>` and `<body>` of an e-mail cannot sit inside a test container.
 */
export function renderEmail(email: ReactElement) {
  const html = renderToStaticMarkup(email);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const { container } = render(<div lang={document.documentElement.lang} dangerouslySetInnerHTML={{ __html: document.body.innerHTML }} />);
  return { html, document, container };
}
