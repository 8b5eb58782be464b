import { Spinner } from '@zk/ui/admin';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The build's HTML helpers are plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const html = (await import('./html.mjs' as string)) as {
  adminPlaceholder(label: string): string;
  adminShellDocument(
    template: string,
    shell: { language: string; brand: string; loading: string; noScript: string; preloads: string[] },
  ): string;
  adminNoScript(message: string): string;
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
    const shell = html.adminShellDocument(template, {
      language: 'de',
      brand: 'ZK',
      loading: 'Wird geladen <…>',
      noScript: 'Ohne JavaScript <nicht>',
      preloads: [boot],
    });
    expect(shell).toContain('<html lang="de">');
    expect(shell).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(shell).toContain(
      `<div id="root"></div>\n    ${html.adminPlaceholder('Wird geladen <…>')}\n    ${html.adminNoScript('Ohne JavaScript <nicht>')}\n  </body>`,
    );
    expect(shell).toContain('<span class="sr-only">Wird geladen &lt;…></span>');
    expect(shell).toContain('<style>#root:not(:empty)+[role=status]{display:none}</style>');
    expect(shell).toContain('<script data-entry="/assets/index.js" data-preload="/assets/a.js" data-client-rendered>');
  });

  it('says, with scripts off, that the admin area needs them, in place of a spinner that would never stop', () => {
    const shell = html.adminShellDocument(template, {
      language: 'tr',
      brand: 'ZK',
      loading: 'Yükleniyor…',
      noScript: 'JavaScript’i etkinleştirin',
      preloads: [],
    });
    expect(shell).toContain('<p class="max-w-md text-center text-lead text-foreground">JavaScript’i etkinleştirin</p></div></noscript>');
    expect(shell).toContain('<noscript><style>[role=status][data-layout=page]{display:none}</style></noscript>');
  });

  it('refuses a template without the root it marks', () => {
    expect(() =>
      html.adminShellDocument(template.replace('id="root"', 'id="app"'), {
        language: 'en',
        brand: 'ZK',
        loading: 'Loading…',
        noScript: '',
        preloads: [],
      }),
    ).toThrow(/root/);
  });

  it('leaves the boot element of a prerendered page unmarked', () => {
    expect(html.bootElement('/assets/index.js', [])).not.toContain('data-client-rendered');
  });
});
