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
    "import { defaultContactEmail } from '@zk/config/public';",
    "import { loadConfig } from '@zk/config';",
  ])('ui may not: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, 'packages/ui/src/sections/hero/probe.tsx')).not.toEqual([]);
  });

  it.each(["import { storyContext } from '@story/copy';", "import { problemProps } from '@zk/site/props';"])(
    'a ui component may not reach story helpers or the site: %s',
    async (line) => {
      expect(await violations(`${line}\nexport const y = 1;`, 'packages/ui/src/sections/hero/hero.tsx')).not.toEqual([]);
    },
  );

  it('ui stories, fixtures and tests may import the site only through its declared entry, @zk/site/props', async () => {
    const declared =
      "import { problemProps } from '@zk/site/props';\nimport { localized } from '@story/copy';\nexport { problemProps, localized };";
    for (const file of ['problem-section.stories.tsx', 'fixtures.tsx', 'problem-section.test.tsx']) {
      expect(await violations(declared, `packages/ui/src/sections/problem/${file}`)).toEqual([]);
    }
  });

  it.each([
    "import { siteConfig } from '@zk/site';",
    "import { HomePage } from '@zk/site/src/pages/home-page';",
    "import { createI18n } from '@zk/i18n';",
    "import { honeypotField } from '@zk/data';",
    "import { problemIcons } from '../../../../site/src/props/home-content';",
    "import i18next from 'i18next';",
  ])('ui stories may not: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, 'packages/ui/src/sections/problem/problem-section.stories.tsx')).not.toEqual(
      [],
    );
  });

  it.each([
    "import { coldEmail } from '../../packages/site/src/props/home-content';",
    "import { siteConfig } from '@zk/site/src/site-config';",
  ])('the story helpers (@story/*) may not reach into a package by path: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, '.storybook/copy/index.ts')).not.toEqual([]);
  });

  it('ui may import react, Radix and its own files', async () => {
    const code =
      "import { useState } from 'react';\nimport { Slot } from '@radix-ui/react-slot';\nimport { cn } from '../../lib/cn';\nexport { useState, Slot, cn };";
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
    ['packages/site/src/probe.tsx', "import { loadConfig } from '@zk/config';"],
    ['packages/site/src/probe.tsx', "import { serverFields } from '@zk/config/src/server-environment.ts';"],
    ['packages/site/src/probe.tsx', "import { publicSiteConfig } from '../../config/src/public.ts';"],
    ['packages/data/src/probe.ts', "import { defaultContactEmail } from '@zk/config/public';"],
    ['packages/data/src/adapters/local/local-probe.ts', "import { defaultContactEmail } from '@zk/config/public';"],
    ['packages/i18n/src/probe.ts', "import { defaultContactEmail } from '@zk/config/public';"],
    ['packages/i18n/src/i18next-setup.ts', "import { defaultContactEmail } from '@zk/config/public';"],
  ])('browser code in %s may not: %s', async (file, line) => {
    expect(await violations(`${line}\nexport const y = 1;`, file)).not.toEqual([]);
  });

  it.each([
    "import { z } from 'zod';",
    "import { mailLogSchema } from '../../domain/mail-log.ts';",
    "import { announcementListSchema } from '../../domain/announcements.ts';",
  ])('the local adapters, loaded with every public page, may not load zod with them: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, 'packages/data/src/adapters/local/local-probe.ts')).not.toEqual([]);
  });

  it("the local adapters may name the schemas' types and load them on first use", async () => {
    const code =
      "import type { MailLogQuery } from '../../domain/mail-log.ts';\nexport const load = () => import('./answer-schemas.ts');\nexport type Q = MailLogQuery;";
    expect(await violations(code, 'packages/data/src/adapters/local/local-probe.ts')).toEqual([]);
  });

  it('lets the site read the public configuration, and the server and scripts all of it', async () => {
    const line = (entry: string) => `import { x } from '${entry}';\nexport const y = x;`;
    expect(await violations(line('@zk/config/public'), 'packages/site/src/props/probe.ts')).toEqual([]);
    expect(await violations(line('@zk/config'), 'packages/server/src/probe.ts')).toEqual([]);
    expect(await violations(line('@zk/config'), 'scripts/lib/probe.ts')).toEqual([]);
  });

  it.each([
    ['packages/config/src/public-environment.ts', "import { serverFields } from './server-environment.ts';"],
    ['packages/config/src/public.ts', "import { loadConfig } from './index.ts';"],
    ['packages/config/src/server-config.ts', "import { createApp } from '@zk/server';"],
    ['packages/config/src/server-config.ts', "import { languageNames } from '@zk/i18n/languages';"],
    ['packages/config/src/server-config.ts', "import { languages } from '../../data/src/domain/languages.ts';"],
  ])('the configuration in %s may not: %s', async (file, line) => {
    expect(await violations(`${line}\nexport const y = 1;`, file)).not.toEqual([]);
  });

  it.each([
    ['packages/server/src/probe.ts', "import { tempDir } from '../test-support/helpers.ts';"],
    ['packages/server/src/mail/probe.ts', "import { startSmtpCatcher } from '../../test-support/smtp-catcher.ts';"],
    ['packages/ui/src/sections/contact-form/contact-form.tsx', "import { formValues } from '../../../test-support/form-data';"],
    ['packages/site/src/pages/probe.tsx', "import { renderSite } from '../../test-support/render-site';"],
    ['packages/site/src/pages/probe.tsx', "import { fixtureAdapters } from '@zk/data/testing';"],
    ['packages/data/src/probe.ts', "import { portsContract } from '../test-support/ports-contract.ts';"],
    ['packages/config/src/probe.ts', "import { tempDir } from '../../server/test-support/helpers.ts';"],
    ['packages/i18n/src/probe.ts', "import { glossaryRows } from '../test-support/glossary-rules';"],
  ])('product code in %s may not import test support: %s', async (file, line) => {
    expect(await violations(`${line}\nexport const y = 1;`, file)).not.toEqual([]);
  });

  it('tests, stories and fixtures may import test support', async () => {
    const line = (entry: string) => `import { x } from '${entry}';\nexport const y = x;`;
    expect(await violations(line('../test-support/helpers.ts'), 'packages/server/src/probe.test.ts')).toEqual([]);
    expect(
      await violations(line('../../../test-support/form-data'), 'packages/ui/src/sections/contact-form/contact-form.stories.tsx'),
    ).toEqual([]);
    expect(await violations(line('@zk/data/testing'), 'packages/site/src/stories/site-page.tsx')).toEqual([]);
    expect(await violations(line('../../test-support/render-site'), 'packages/site/src/pages/probe.test.tsx')).toEqual([]);
  });

  it.each([
    "import { listBuilds } from '@zk/site/builds';",
    "import { problemProps } from '@zk/site/props';",
    "import { Button } from '@zk/ui';",
    "import { createI18n } from '@zk/i18n';",
    "import { listBuilds } from '../../../../scripts/lib/build-if-stale.mjs';",
    "import { entry } from '../../../site/src/entry-email.tsx';",
  ])('server product code may not: %s', async (line) => {
    expect(await violations(`${line}\nexport const y = 1;`, 'packages/server/src/site/probe.ts')).not.toEqual([]);
  });

  it("the server's tests may read the site's build layout", async () => {
    const code = "import { listBuilds } from '@zk/site/builds';\nexport const y = listBuilds;";
    expect(await violations(code, 'packages/server/src/site/served-site.test.ts')).toEqual([]);
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
    // Its stories' one dependency on the site, declared: the copy-to-props mapping.
    expect(Object.keys(pkg.devDependencies ?? {}).filter((d) => d.startsWith('@zk/'))).toEqual(['@zk/site']);
  });
});
