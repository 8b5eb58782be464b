// Builds the site: the client bundle, the server-rendering bundles (pages and e-mails), then prerenders every public page
// to static HTML, writes the prefix-less redirect page and precompresses everything. Each build goes into
// a directory of its own and becomes current only when whole (scripts/lib/site-builds.mjs).
// Options: --dist <dir> (default: the one STATIC_DIR serves from, else packages/site/dist),
//          --if-stale (build only when the current build's sources or public configuration differ),
//          --carry-from <client dir> (also carry that directory's hashed assets forward, e.g. another checkout's).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { acquireBuildLock, carryAssets, currentBuild, distFor, finishBuild, pruneBuilds, startBuild } from './lib/site-builds.mjs';
import { sourceStamp } from './lib/source-stamp.mjs';
import {
  adminShellDocument,
  adminSignInDocument,
  bootElement,
  documentFor,
  modulePreloads,
  notFoundDocument,
  prepareTemplate,
  redirectDocument,
  robots,
  sitemap,
} from './html.mjs';

// A site build is always a production build, whoever runs it: Vite takes React's development bundles
// (their warnings, their extra checks, twice the bytes) when NODE_ENV says otherwise, as it does in a
// test runner that builds first (vitest sets it to `test`).
process.env.NODE_ENV = 'production';

const { values: options } = parseArgs({
  options: { dist: { type: 'string' }, 'if-stale': { type: 'boolean' }, 'carry-from': { type: 'string' } },
});
const dist = options.dist ? resolve(options.dist) : distFor();
const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lock = await acquireBuildLock(dist);
// The sources as they are when the build starts: a change during the build leaves it stale.
const stamp = sourceStamp();
if (options['if-stale'] && currentBuild(dist)?.stamp === stamp) {
  console.log('Site build is up to date.');
  lock.release();
  process.exit(0);
}
const next = startBuild(dist);
const { clientDir, serverDir } = next;
const started = performance.now();
const step = (label) => console.log(`[build] ${label} (${Math.round(performance.now() - started)} ms)`);

await build({ root: siteDir, configFile: join(siteDir, 'vite.config.ts'), logLevel: 'warn', build: { outDir: clientDir } });
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
const builtHtml = await readFile(join(clientDir, 'index.html'), 'utf8');
const { template, entry, entryImports: htmlPreloads } = prepareTemplate(builtHtml, readAsset);
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
/**
 * The admin documents' template: the full stylesheet (src/styles.css, every component's utilities in one
 * Tailwind build), which the admin area's chunk imports, where the public pages have theirs.
 */
const [fullSheet] = manifest['src/admin/admin-app.tsx']?.css ?? [];
if (!fullSheet) throw new Error('The admin area has no stylesheet in the Vite manifest');
const adminTemplate = prepareTemplate(builtHtml, readAsset, { stylesheet: `/${fullSheet}` }).template;
const assets = await readdir(join(clientDir, 'assets'));
const fontAsset = (name) => {
  const file = assets.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.woff2'));
  if (!file) throw new Error(`The build has no ${name} font`);
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`;
};
/** The cut text fonts (scripts/fonts.mjs) a page's first paint needs: Turkish pages also use Turkish's letters. */
const fontPreloads = (language) => [fontAsset('inter-text-latin'), language === 'tr' ? fontAsset('inter-text-turkish') : ''];

/**
 * Every page's start-up: the HTML's entry with its static imports, and what it imports in steps
 * (React DOM's client, then the application's start, `src/app/start.tsx`, an entry of the build)
 * with their own, React's chunk among them. All are preloaded, so no step waits on the network.
 */
const entryImports = new Set(['index.html', ...manifest['index.html'].dynamicImports].flatMap((key) => [...chunkWithImports(key)]));
const entryPreloads = [...new Set([...htmlPreloads, ...[...entryImports].map((file) => `/${file}`)])].filter((href) => href !== entry);

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
 * The admin area's documents, two per language. The sign-in screen, prerendered (`admin.html` for
 * /admin and /en/admin, `de/admin/index.html`, `tr/admin/index.html`), and the shell of the pages
 * behind it, client-rendered (`admin-app.html`, `de/admin/app.html`, `tr/admin/app.html`); the server
 * sends each for its paths (`adminShellFiles` in packages/server/src/http/admin-path.ts). Both preload
 * everything the sign-in screen's scripts need, all at once, none waiting on another: the shell names
 * them in its head (it has nothing to show before its scripts); the sign-in screen, whose form is in the
 * HTML, hands them to the boot script, which preloads them after the first paint (static module
 * preloads in its head held the form's first paint back by about 140 ms): the entry and its imports, the admin area's code, its
 * copy (`shared` and the `adminNamespaces` of packages/i18n/src/namespaces.ts) and the project server's
 * data adapter (its session check; a Supabase build loads that one too) with the browser's passkey library (the e-mail
 * field's passkey autofill starts as the form is taken over; an embedded build only). The shell's placeholder label
 * comes from the built admin copy of the language.
 */
async function writeAdminShells() {
  const localAdapter = Object.keys(manifest).find((key) => key.endsWith('data/src/adapters/local/index.ts'));
  const passkeyLibrary = Object.keys(manifest).filter((key) => key.includes('@simplewebauthn/browser') && !ssr.siteConfig.supabase);
  const signIns = new Map((await ssr.prerenderAdminSignIn()).map((screen) => [screen.language, screen]));
  for (const language of ssr.languages) {
    const copy = ['shared', 'waitlist', 'admin'].map((namespace) => copyKey(language, namespace));
    const admin = await import(pathToFileURL(join(clientDir, manifest[copyKey(language, 'admin')].file)).href);
    const signInModules = [...entryPreloads, ...preloadsOf([...copy, 'src/admin/admin-app.tsx', localAdapter, ...passkeyLibrary])];
    const modules = modulePreloads([entry, ...signInModules]);
    const own = language === ssr.defaultLanguage ? '' : `${language}/`;
    const write = async (name, html) => {
      await mkdir(dirname(join(clientDir, name)), { recursive: true });
      await writeFile(join(clientDir, name), html);
    };
    const signIn = signIns.get(language);
    await write(
      own ? `${own}admin/index.html` : 'admin.html',
      adminSignInDocument(adminTemplate, {
        ...signIn,
        preloads: [bootElement(entry, [entry, ...signInModules]), ...fontPreloads(language)],
      }),
    );
    const appPreloads = [...modules, bootElement(entry, [], { clientRendered: true }), ...fontPreloads(language)];
    await write(
      own ? `${own}admin/app.html` : 'admin-app.html',
      adminShellDocument(adminTemplate, {
        language,
        brand,
        loading: admin.default.admin.loading,
        noScript: admin.default.admin.noScript,
        preloads: appPreloads,
      }),
    );
  }
}

const ssr = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
const { siteUrl, brand } = ssr.siteConfig;
const pages = await ssr.prerenderAll();
for (const page of pages) {
  const file = join(clientDir, page.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  const preloads = [bootElement(entry, [...entryPreloads, ...pagePreloads(page.page, page.language)]), ...fontPreloads(page.language)];
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
await rename(join(clientDir, '.vite/manifest.json'), join(next.dir, 'manifest.json'));
await rm(join(clientDir, '.vite'), { recursive: true, force: true });
execFileSync(process.execPath, [join(siteDir, '../../scripts/precompress.mjs'), clientDir], { stdio: 'inherit' });
step('precompressed');
// Only now, with their compressed siblings written, the earlier builds' assets come in (as hard links, never rewritten).
let ages = carryAssets(currentBuild(dist) ?? join(dist, 'client'), clientDir);
if (options['carry-from']) ages = { ...carryAssets(resolve(options['carry-from']), clientDir), ...ages };
finishBuild(dist, next, { stamp, assets: ages });
const removed = pruneBuilds(dist);
lock.release();
step(`build ${next.id} is current${removed.length > 0 ? `; removed ${removed.join(', ')}` : ''}`);
