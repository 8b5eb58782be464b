// `npm start`: build what is missing or stale, then serve the site and API in this process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildInBackground, buildNow, chooseBuild, root } from './lib/build-if-stale.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
// 22.18 is the first to strip TypeScript types by default, which runs the server's own source.
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`Node.js ${process.versions.node} is too old: this project needs Node.js 24 LTS (22.18 at the least); see the README.`);
  process.exit(1);
}

// Settings from .env, if present; variables already in the environment win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

// Check the configuration before any build: the build bakes public settings (such as the Supabase key)
// into the browser bundle, so a wrong one must stop here.
const { ConfigError, loadConfig } = await import('@zk/config');
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// A production server without the company's legal identity would not start: say so before a build.
const { legalIdentityCheck } = await import('../packages/server/src/legal-identity.ts');
const legal = legalIdentityCheck(process.env);
if (legal.error) {
  console.error(legal.error);
  process.exit(1);
}
// Never build between a stop and the port opening again (a proxy waits only so long): serve the build that
// fits, or the current one while the new build is made beside it and then served (SIGHUP).
const choice = chooseBuild();
if (choice === 'missing') {
  console.log('Building the site...');
  buildNow();
}
await import('../packages/server/src/main.ts');
if (choice === 'stale') {
  console.log("The site's sources or public configuration changed since the current build: serving it while the new one builds.");
  void buildInBackground({ onBuilt: () => process.kill(process.pid, 'SIGHUP') });
}
