// `npm start`: build what is missing or stale, then serve the site and API in this process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

// Settings from .env, if present; variables already in the environment win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

buildIfStale();
register();
await import('../packages/server/src/main.ts');
