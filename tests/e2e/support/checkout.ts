import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyCurrentBuild, defaultDist } from '../../../scripts/lib/site-builds.mjs';

const root = resolve(import.meta.dirname, '../../..');

export interface RunningCheckout {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `npm start` as an operator runs it (`node scripts/start.mjs`: build if stale, then serve), on a free
 * port with a data directory of its own. Resolves once it listens; a start that builds first takes as
 * long as the build, so the test's own timeout is the only ceiling.
 */
export function startCheckout(env: Record<string, string>): Promise<RunningCheckout> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-checkout-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'upgrade-operator-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => w.pattern.test(output))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const printed = (pattern: RegExp) => new Promise<void>((resolvePrinted) => (pattern.test(output) ? resolvePrinted() : waiters.push({ pattern, resolve: resolvePrinted })));
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    void printed(/Listening on http:\/\/\S+/).then(() => {
      resolveStart({
        url: /Listening on (http:\/\/\S+)/.exec(output)![1]!,
        process: child,
        output: () => output,
        printed,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => {
              rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/**
 * A builds directory of its own (scripts/lib/site-builds.mjs layout) holding a copy of the build that
 * is current in the checkout, so a test can build and switch in it without touching the build the
 * other journeys use. It lives inside node_modules, where a build's server-rendering bundle finds React.
 */
export function builtSiteCopy(): { dist: string; staticDir: string; firstBuild: string; remove: () => void } {
  const parent = join(root, 'node_modules/.cache/zk-upgrade-dists');
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(join(parent, 'dist-'));
  const firstBuild = copyCurrentBuild(defaultDist, dist);
  return { dist, staticDir: join(dist, 'current/client'), firstBuild, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/** The hashed assets a build made itself (not carried from an earlier one), from its `build.json`. */
export function ownAssets(buildDir: string): Set<string> {
  const { assets } = JSON.parse(readFileSync(join(buildDir, 'build.json'), 'utf8')) as { assets: Record<string, number> };
  return new Set(Object.entries(assets).filter(([, age]) => age === 0).map(([name]) => name));
}
