// Builds the site: the client bundle, the server-rendering bundles (pages and e-mails), then prerenders every public page
// to static HTML, writes the prefix-less redirect page and precompresses everything.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { adminShellDocument, bootElement, documentFor, notFoundDocument, prepareTemplate, redirectDocument, robots, sitemap } from './html.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(siteDir, 'dist/client');
const serverDir = join(siteDir, 'dist/server');
const started = performance.now();
const step = (label) => console.log(`[build] ${label} (${Math.round(performance.now() - started)} ms)`);

await build({ root: siteDir, configFile: join(siteDir, 'vite.config.ts'), logLevel: 'warn' });
step('client bundle');
await build({
  root: siteDir,
  configFile: join(siteDir, 'vite.config.ts'),
  logLevel: 'warn',
  // Two entries: the pages (entry-server.js) and the e-mails (entry-email.js), which the server loads.
  build: {
    ssr: true,
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx', 'entry-email': 'src/entry-email.tsx' } },
  },
});
step('server-rendering bundles');

const readAsset = (href) => readFileSync(join(clientDir, href), 'utf8');
const { template, entry, entryImports: entryPreloads } = prepareTemplate(await readFile(join(clientDir, 'index.html'), 'utf8'), readAsset);
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
const assets = await readdir(join(clientDir, 'assets'));
const fontAsset = (name) => {
  const file = assets.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.woff2'));
  if (!file) throw new Error(`The build has no ${name} font`);
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`;
};
/** The cut text fonts (scripts/fonts.mjs) a page's first paint needs: Turkish pages also use Turkish's letters. */
const fontPreloads = (language) => [fontAsset('inter-text-latin'), language === 'tr' ? fontAsset('inter-text-turkish') : ''];

const entryImports = chunkWithImports(Object.keys(manifest).find((key) => manifest[key].isEntry));

/** A chunk and every chunk it imports statically, as manifest file names. */
function chunkWithImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (!seen.has(chunk.file)) {
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkWithImports(imported, seen);
  }
  return seen;
}

/** The manifest key of one namespace of the copy in one language. */
function copyKey(language, namespace) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/locales/${language}/${namespace}.ts`));
  if (!key) throw new Error(`locales/${language}/${namespace}.ts is not in the Vite manifest`);
  return key;
}

/** The manifest keys of a page's copy in its language: `shared` and the page's own namespaces. */
function copyKeys(page, language) {
  return ['shared', ...ssr.pageNamespaces[page]].map((namespace) => copyKey(language, namespace));
}

/**
 * What a page needs beyond the entry, preloaded so hydration does not wait on round trips: its
 * copy (in its language) and its own page chunk with the chunks that one imports.
 */
function pagePreloads(page, language) {
  return preloadsOf([...copyKeys(page, language), `src/pages/${page}-page.tsx`]);
}

/** The chunks of some manifest keys, with the chunks they import, that the entry does not already bring. */
function preloadsOf(keys) {
  const files = new Set(keys.flatMap((key) => [...chunkWithImports(key)]));
  return [...files].filter((file) => !entryImports.has(file)).map((file) => `/${file}`);
}

/**
 * The admin area's shells, one per language: `admin.html` (for /admin and /en/admin),
 * `de/admin/index.html` and `tr/admin/index.html`, which the server sends for every admin path of
 * that language. Each paints its loading placeholder with the document and starts its scripts once
 * parsed, preloading with the entry what the sign-in screen needs: the admin area's code, its copy
 * (`shared` and the `adminNamespaces` of packages/i18n/src/namespaces.ts) and the project server's
 * data adapter (its session check; a Supabase build loads that one too). The placeholder's label
 * comes from the built admin copy of the language.
 */
async function writeAdminShells() {
  const localAdapter = Object.keys(manifest).find((key) => key.endsWith('data/src/adapters/local/index.ts'));
  for (const language of ssr.languages) {
    const copy = ['shared', 'waitlist', 'admin'].map((namespace) => copyKey(language, namespace));
    const admin = await import(pathToFileURL(join(clientDir, manifest[copyKey(language, 'admin')].file)).href);
    const modules = [...entryPreloads, ...preloadsOf([...copy, 'src/admin/admin-app.tsx', localAdapter])];
    const preloads = [bootElement(entry, modules, { clientRendered: true }), ...fontPreloads(language)];
    const file = join(clientDir, language === ssr.defaultLanguage ? 'admin.html' : `${language}/admin/index.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, adminShellDocument(template, { language, brand, loading: admin.default.admin.loading, noScript: admin.default.admin.noScript, preloads }));
  }
}

const ssr = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
const { siteUrl, brand } = ssr.siteConfig;
const pages = await ssr.prerenderAll();
for (const page of pages) {
  const file = join(clientDir, page.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  const preloads = [
    bootElement(entry, [...entryPreloads, ...pagePreloads(page.page, page.language)]),
    ...fontPreloads(page.language),
  ];
  await writeFile(file, documentFor(template, { ...page, preloads }));
}
step(`prerendered ${pages.length} pages`);

// The pages behind the links in our e-mails: documents with no application script, whose content the
// server renders at request time (confirming and unsubscribing are form posts).
const shells = await ssr.prerenderSubscriptionShells();
for (const shell of shells) {
  const file = join(clientDir, shell.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, documentFor(template, { ...shell, preloads: fontPreloads(shell.language) }));
}
step(`wrote ${shells.length} subscription page shells`);

await writeFile(join(clientDir, 'index.html'), redirectDocument(ssr.languageRedirectScript, brand));
await writeAdminShells();
await writeFile(join(clientDir, '404.html'), notFoundDocument(template, await ssr.prerenderNotFound(), ssr.notFoundRedirectScript));
await writeFile(join(clientDir, 'sitemap.xml'), sitemap(siteUrl, ssr.allPublicRoutes(), ssr.languages, ssr.pagePath));
await writeFile(join(clientDir, 'robots.txt'), robots(siteUrl));
// The manifest is for the bench (first-load JS per page), not for visitors: move it out of the web root.
await rename(join(clientDir, '.vite/manifest.json'), join(siteDir, 'dist/manifest.json'));
await rm(join(clientDir, '.vite'), { recursive: true, force: true });
execFileSync(process.execPath, [join(siteDir, '../../scripts/precompress.mjs'), clientDir], { stdio: 'inherit' });
step('precompressed; done');
