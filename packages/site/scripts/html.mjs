// Pure string helpers that turn Vite's built index.html into the site's documents.

/**
 * Starts the application once the first contentful paint has been presented: the page is
 * prerendered, so its content (and the largest paint, which is the first one) needs only the HTML
 * with its inlined stylesheet, and the scripts do not compete with it for the network or the main
 * thread. A frame callback is not enough: the frame it belongs to can reach the screen much later
 * than the callback runs. Browsers without paint timing wait one frame.
 *
 * It adds the module preloads, one per task, then the entry, named by its `data-` attributes.
 * Starting a request costs the main thread 1.5-6 ms here (6 with DevTools recording the network, as
 * Lighthouse does: two in one task were 12-15 ms, 48-60 ms at Lighthouse's 4x, right at its 50 ms
 * line), so more in one task would block input. The tasks follow each other through a message
 * channel, which a browser does not delay the way it clamps nested timers (4 ms each after five).
 * In a background tab, where nothing is painted, it starts when the tab is shown. After 3 s it
 * starts regardless, so a page that paints nothing contentful still gets its scripts. A
 * client-rendered page (`data-client-rendered`, the admin shell) has no content for its scripts to
 * wait behind: they are its content, so it starts them as soon as the document is parsed, in any
 * tab. It runs inline, so it may use nothing outside itself (and no line comments: it is joined into
 * one line); one body on every page, so one CSP hash.
 *
 * First of all it marks the root element `data-deferred-rendering`, which turns on the deferred
 * rendering of the sections below the first screen (styles.css): without scripts every section is
 * rendered, so the browser's own scroll to an anchor measures real sizes, not estimates. A page
 * opened at an anchor (`/en#pricing`), or a click on a link to one before the app handles links,
 * renders them all (`data-render-all`), so that scroll lands exactly too. (A stylesheet rule on
 * `:root:has(:target)` did this before; but a `:has()` on the root element makes every node inserted
 * anywhere, such as these preloads, restyle the whole document.)
 */
function boot() {
  const root = document.documentElement;
  const renderAll = () => root.setAttribute('data-render-all', '');
  root.setAttribute('data-deferred-rendering', '');
  if (location.hash) renderAll();
  document.addEventListener(
    'click',
    (event) => {
      if (event.target.closest && event.target.closest('a[href*="#"]')) renderAll();
    },
    true,
  );
  const data = document.currentScript.dataset;
  let started = false;
  const preloads = data.preload.split(' ').filter(Boolean);
  const channel = new MessageChannel();
  const next = () => {
    const href = preloads.shift();
    if (href) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      channel.port2.postMessage(0);
      return;
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = data.entry;
    document.head.append(entry);
  };
  const start = () => {
    if (started) return;
    started = true;
    channel.port1.onmessage = next;
    next();
  };
  if ('clientRendered' in data) {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else if (document.hidden) {
    document.addEventListener('visibilitychange', start, { once: true });
  } else if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}

// Its source with the indentation taken out (every line ends a statement or opens or closes a block).
export const bootScript = `(${boot.toString().replace(/\n\s*/g, '')})()`;

/**
 * Prepares Vite's built index.html: the stylesheet inlined (one round trip less before the first
 * paint), and the entry script with its module preloads taken out, to be started by `bootScript`.
 *
 * `stylesheet` is another built sheet to inline in place of the HTML's own: the full one for the admin
 * documents (the HTML's own is the public pages'; src/public-styles.css). A disabled `<link>` names its
 * file after it: the admin area's chunk imports that sheet, and Vite's loader of the chunk fetches it
 * (and waits for it) unless a `<link rel="stylesheet">` already names it; a disabled one is neither
 * fetched nor applied.
 * @param {{ stylesheet?: string }} [options]
 * @returns {{ template: string, entry: string, entryImports: string[] }}
 */
export function prepareTemplate(built, readAsset, { stylesheet } = {}) {
  let template = built.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href) =>
    stylesheet === undefined
      ? `<style>${readAsset(href).trim()}</style>`
      : `<style>${readAsset(stylesheet).trim()}</style><link rel="stylesheet" href="${stylesheet}" disabled />`,
  );
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  const entryImports = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  template = template.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return { template, entry, entryImports };
}

/**
 * The boot script element for an entry and the modules to preload with it. `clientRendered`: the
 * page's content is rendered by the scripts, so they start once the document is parsed.
 */
export function bootElement(entry, preloads, { clientRendered = false } = {}) {
  const flag = clientRendered ? ' data-client-rendered' : '';
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}"${flag}>${bootScript}</script>`;
}

/**
 * One prerendered page.
 * @param {string} template the prepared template, with `<!--app-head-->` and `<!--app-html-->` markers
 * @param {{ language: string, head: string, html: string, preloads: string[] }} page `preloads` are
 *   extra head elements (the boot script, a font preload)
 */
export function documentFor(template, { language, head, html, preloads }) {
  const parts = [head, ...preloads.filter(Boolean)].join('\n    ');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace('<!--app-head-->', parts)
    .replace('<!--app-html-->', html);
}

/**
 * The 404 document: static content with no application script (it would not match the unknown
 * path), plus an inline script that sends the visitor to their language's home.
 */
export function notFoundDocument(template, page, script) {
  return documentFor(template, { ...page, preloads: [`<script>${script}</script>`] });
}

const htmlEscape = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * What the admin shell shows until the admin area renders: the markup of the admin's page spinner
 * (`<Spinner layout="page">` from `@zk/ui/admin`, so the inlined stylesheet has its classes), with
 * its status label in the page's language. `admin-shell.test.ts` keeps the two the same.
 */
export function adminPlaceholder(label) {
  return (
    '<div role="status" data-layout="page" class="items-center justify-center flex min-h-dvh w-full" data-slot="spinner">' +
    '<span aria-hidden="true" class="size-8 animate-spin rounded-full border-3 border-border-strong border-t-accent motion-reduce:animate-[spin_1.5s_linear_infinite]"></span>' +
    `<span class="sr-only">${htmlEscape(label)}</span></div>`
  );
}

/** The admin shell's message for a browser with scripts off, centred where the spinner would be. */
export function adminNoScript(message) {
  return (
    '<noscript><div class="flex min-h-dvh w-full items-center justify-center p-6">' +
    `<p class="max-w-md text-center text-lead text-foreground">${htmlEscape(message)}</p></div></noscript>`
  );
}

/** `<link rel="modulepreload">` elements for scripts: the browser fetches them as it reads the head, none waiting on another. */
export function modulePreloads(hrefs) {
  return hrefs.map((href) => `<link rel="modulepreload" href="${href}" />`);
}

const adminHead = (title) => [`<title>${htmlEscape(title)}</title>`, '<meta name="robots" content="noindex, nofollow" />'];

/**
 * The admin sign-in screen in one language (`/admin`, `/de/admin`), never indexed: the screen itself,
 * prerendered, so it is painted with the document and works as a plain form before (or without) the
 * scripts, which then hydrate it. `preloads` are head elements: the module preloads of the admin
 * area's first modules and the boot element, which starts the entry after the first paint.
 * @param {{ language: string, title: string, html: string, preloads: string[] }} screen
 */
export function adminSignInDocument(template, { language, title, html, preloads }) {
  return documentFor(template, { language, head: adminHead(title).join('\n    '), html, preloads });
}

/**
 * The shell of the client-rendered admin pages behind the sign-in (dashboard, demos) in one language
 * (`/de/admin/...` is German, `/admin/...` English), never indexed. It paints the loading placeholder
 * with the document, beside the empty root rather than in it: React would remove it with its first
 * commit, which shows nothing until the admin area's code and copy are in, and an empty root still
 * tells the entry to render, not hydrate. A rule hides the placeholder as soon as the root has content
 * (the admin's own spinner, then its screen). `preloads` are head elements; the boot element among
 * them must be marked client-rendered, so the scripts start as soon as the document is parsed. With
 * scripts off the placeholder gives way to `noScript`, a sentence saying the admin area needs JavaScript.
 * @param {{ language: string, brand: string, loading: string, noScript: string, preloads: string[] }} shell
 *   `loading` is the placeholder's status label
 */
export function adminShellDocument(template, { language, brand, loading, noScript, preloads }) {
  const root = '<div id="root"><!--app-html--></div>';
  if (!template.includes(root)) throw new Error(`The template has no ${root}`);
  const body = [`<div id="root"></div>`, adminPlaceholder(loading), adminNoScript(noScript)].join('\n    ');
  return documentFor(template.replace(root, body), {
    language,
    head: [
      ...adminHead(`Admin | ${brand}`),
      '<style>#root:not(:empty)+[role=status]{display:none}</style>',
      '<noscript><style>[role=status][data-layout=page]{display:none}</style></noscript>',
    ].join('\n    '),
    html: '',
    preloads,
  });
}

/** The document served at `/` and prefix-less paths: it only chooses a language and redirects. */
export function redirectDocument(script, brand) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="#060a18" />
    <title>${brand}</title>
    <script>${script}</script>
  </head>
  <body></body>
</html>
`;
}

const xmlEscape = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * sitemap.xml with every public page and its language alternates.
 * @param {{ page: string, language: string, path: string }[]} routes
 * @param {(page: string, language: string) => string} pathOf
 */
export function sitemap(siteUrl, routes, languages, pathOf) {
  const urls = routes.map(({ page, path }) => {
    const links = [...languages, 'x-default'].map((hreflang) => {
      const href = siteUrl + pathOf(page, hreflang === 'x-default' ? 'en' : hreflang);
      return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;
    });
    return `  <url>\n    <loc>${xmlEscape(siteUrl + path)}</loc>\n${links.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robots(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
