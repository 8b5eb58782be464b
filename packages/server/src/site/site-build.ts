import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectInlineHashes } from '../http/inline-script-hashes.ts';
import { staticFiles, type StaticFiles } from '../http/static-files.ts';
import { siteRenderer, type PageRenderer } from '../pages/page-renderer.ts';

/**
 * One build of the site as the server serves it: its files, its server-rendering bundle and the CSP
 * hashes of its inline scripts and styles, all from one directory, fixed when it is loaded.
 */
export interface SiteBuild {
  /** The build's id from its `build.json` (packages/site/scripts/lib/site-builds.mjs), else the client directory's real path. */
  id: string;
  /** The client directory with every link resolved when the build was loaded (`STATIC_DIR`'s `current` followed). */
  clientDir: string;
  /** The build's directory (`<dist>/builds/<id>`), `null` for a client directory that is not such a build. */
  buildDir: string | null;
  files: StaticFiles;
  renderer: PageRenderer;
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
  /**
   * Loads the server-rendering bundle now (else on first use), with every chunk it may import later, so
   * nothing of it is read from disk (or from `node_modules`) once the build is loaded; rejects when
   * any of it cannot be loaded.
   */
  ready(): Promise<void>;
}

/**
 * Loads the build `staticDir` names at this moment. `staticDir` is `STATIC_DIR`: by default
 * `packages/site/dist/current/client`, whose `current` link the build switches; it is resolved here,
 * once, so a later build changes nothing this one serves. `renderer` replaces the build's own
 * server-rendering bundle (tests).
 */
export function loadSiteBuild(staticDir: string, renderer?: PageRenderer): SiteBuild {
  const clientDir = existsSync(staticDir) ? realpathSync(staticDir) : staticDir;
  const parent = dirname(clientDir);
  const record = readRecord(join(parent, 'build.json'));
  const files = staticFiles(clientDir);
  const own = siteRenderer(files, join(parent, 'server/entry-server.js'));
  const inline = existsSync(clientDir) ? collectInlineHashes(clientDir) : { scripts: [], styles: [] };
  return {
    id: record?.id ?? clientDir,
    clientDir,
    buildDir: record ? parent : null,
    files,
    renderer: renderer ?? own,
    inlineScriptHashes: inline.scripts,
    inlineStyleHashes: inline.styles,
    ready: async () => {
      if (renderer || !(await own.load())) return;
      const chunks = join(parent, 'server/assets');
      const files = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith('.js')) : [];
      await Promise.all(files.map((name) => import(pathToFileURL(join(chunks, name)).href)));
    },
  };
}

function readRecord(file: string): { id: string } | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    return typeof record.id === 'string' ? { id: record.id } : null;
  } catch {
    return null;
  }
}

/**
 * Marks a build as served by this process (`<build>/.in-use/<pid>`), so pruning after later builds
 * keeps it while the process lives; returns the unmark. A build directory this process may not write
 * to (the root-owned checkout of README "Deploying") stays unmarked: `warn` says so, since only the
 * number of kept builds protects it then.
 */
export function markInUse(build: SiteBuild, pid = process.pid, warn: (message: string) => void = () => {}): () => void {
  if (!build.buildDir) return () => {};
  const mark = join(build.buildDir, '.in-use', String(pid));
  try {
    mkdirSync(dirname(mark), { recursive: true });
    writeFileSync(mark, '');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    warn(
      `Cannot mark site build ${build.id} as in use (${reason} on ${dirname(mark)}): a later npm run build may remove it ` +
        'while it is served. Reload (SIGHUP) after each build, or let this user write there (README, Upgrades).',
    );
    return () => {};
  }
  return () => rmSync(mark, { force: true });
}
