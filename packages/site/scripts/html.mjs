// Pure string helpers that turn Vite's built index.html into the site's documents.

/**
 * One prerendered page.
 * @param {string} template the built index.html, with `<!--app-head-->` and `<!--app-html-->` markers
 * @param {{ language: string, head: string, html: string, preloads: string[] }} page
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
  const withoutApp = template.replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  return documentFor(withoutApp, { ...page, preloads: [`<script>${script}</script>`] });
}

/**
 * The shell of the client-rendered admin area: the application with an empty root, never indexed.
 * The entry renders it with the language of the path (`/de/admin` is German, `/admin` English).
 */
export function adminShellDocument(template, brand) {
  return documentFor(template, {
    language: 'en',
    head: `<title>Admin | ${brand}</title>\n    <meta name="robots" content="noindex, nofollow" />`,
    html: '',
    preloads: [],
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
