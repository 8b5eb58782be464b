import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function violations(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency direction', () => {
  it.each([
    "import { Link } from 'react-router-dom';",
    "import i18next from 'i18next';",
    "import { createClient } from '@supabase/supabase-js';",
    "import { languages } from '@zk/i18n';",
    "import { x } from '../../../site/src/site-config';",
  ])('ui may not: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, 'packages/ui/src/sections/hero/probe.tsx')).not.toEqual([]);
  });

  it('ui may import react, Radix and its own files', async () => {
    const code = "import { useState } from 'react';\nimport { Slot } from '@radix-ui/react-slot';\nimport { cn } from '../../lib/cn';\nexport { useState, Slot, cn };";
    expect(await violations(code, 'packages/ui/src/sections/hero/probe.tsx')).toEqual([]);
  });

  it.each([
    ['packages/site/src/probe.tsx', "import { createApp } from '@zk/server';"],
    ['packages/site/src/probe.tsx', "import Database from 'better-sqlite3';"],
    ['packages/data/src/probe.ts', "import { forward } from './adapters/airtable/forward.server';"],
    ['packages/i18n/src/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/site/src/probe.tsx', "import i18next from 'i18next';"],
    ['packages/site/src/probe.tsx', "import { useTranslation } from 'react-i18next';"],
    ['packages/i18n/src/probe.ts', "import { createInstance } from 'i18next';"],
  ])('browser code in %s may not: %s', async (file, line) => {
    expect(await violations(`${line}\nexport const y = 1;`, file)).not.toEqual([]);
  });

  it('lets the one i18next setup import i18next', async () => {
    const code = "import i18next from 'i18next';\nexport const y = i18next;";
    expect(await violations(code, 'packages/i18n/src/i18next-setup.ts')).toEqual([]);
  });

  it('declares no forbidden dependency in the ui package', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    const forbidden = deps.filter((d) => /^@zk\/|react-router|i18next|@supabase|airtable|zod/.test(d));
    expect(forbidden).toEqual([]);
  });
});
