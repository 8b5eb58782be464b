import { Spinner } from '@zk/ui/admin';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The build's HTML helpers are plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const html = (await import('./html.mjs' as string)) as {
  adminPlaceholder(label: string): string;
  adminShellDocument(template: string, shell: { language: string; brand: string; loading: string; preloads: string[] }): string;
  bootElement(entry: string, preloads: string[], options?: { clientRendered?: boolean }): string;
};

const template = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

describe('the admin shell', () => {
  it('shows the admin page spinner, as the admin area renders it, until the scripts replace it', () => {
    for (const label of ['Loading…', 'Wird geladen …', 'Yükleniyor…']) {
      expect(html.adminPlaceholder(label)).toBe(renderToStaticMarkup(createElement(Spinner, { layout: 'page', label })));
    }
  });

  it('is in the language it is built for, with the placeholder beside the empty root, hidden once the root has content', () => {
    const boot = html.bootElement('/assets/index.js', ['/assets/a.js'], { clientRendered: true });
    const shell = html.adminShellDocument(template, { language: 'de', brand: 'ZK', loading: 'Wird geladen <…>', preloads: [boot] });
    expect(shell).toContain('<html lang="de">');
    expect(shell).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(shell).toContain(`<div id="root"></div>\n    ${html.adminPlaceholder('Wird geladen <…>')}\n  </body>`);
    expect(shell).toContain('<span class="sr-only">Wird geladen &lt;…></span>');
    expect(shell).toContain('<style>#root:not(:empty)+[role=status]{display:none}</style>');
    expect(shell).toContain('<script data-entry="/assets/index.js" data-preload="/assets/a.js" data-client-rendered>');
  });

  it('refuses a template without the root it marks', () => {
    expect(() => html.adminShellDocument(template.replace('id="root"', 'id="app"'), { language: 'en', brand: 'ZK', loading: 'Loading…', preloads: [] })).toThrow(/root/);
  });

  it('leaves the boot element of a prerendered page unmarked', () => {
    expect(html.bootElement('/assets/index.js', [])).not.toContain('data-client-rendered');
  });
});
