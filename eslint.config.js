import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Product code (a package's src, outside its tests, stories and fixtures) never loads test support. */
const noTestSupport = {
  group: ['**/test-support', '**/test-support/**', '@zk/data/testing', '@zk/data/contract'],
  message: "Product code imports no test support: a package's test-support/ is for its tests, stories and the bench.",
};

/** What a package's product code is: its src without tests, stories, their fixtures and story helpers. */
const productFiles = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/fixtures.{ts,tsx}', 'packages/*/src/stories/**'],
};

/** The server imports only data and the configuration; the site, its pages and e-mails, reach it through the site's server build. */
const serverForbidden = {
  patterns: [
    noTestSupport,
    {
      group: [
        '@zk/site',
        '@zk/site/*',
        '@zk/ui',
        '@zk/ui/*',
        '@zk/i18n',
        '@zk/i18n/*',
        '**/packages/site/**',
        '**/packages/ui/**',
        '**/packages/i18n/**',
        '**/site/src/**',
        '**/ui/src/**',
        '**/i18n/src/**',
      ],
      message: 'The server imports only @zk/data and @zk/config (ARCHITECTURE.md).',
    },
    { group: ['**/scripts/**', '**/bench/**', '**/tests/**'], message: 'The server imports nothing from scripts, the bench or the tests.' },
  ],
};

/**
 * The server reads a request body only through `packages/server/src/http/request-body.ts`, which turns an
 * unreadable one into a 400 instead of a 500 with a stack trace (issue 50 item 2).
 */
const oneBodyReader = {
  selector:
    'MemberExpression[object.property.name=/^(req|raw)$/][property.name=/^(parseBody|json|text|formData|arrayBuffer|blob|body|bytes)$/]',
  message: 'Read a request body through http/request-body.ts (readForm, readJson): it answers an unreadable body with 400.',
};

/** Imports the ui package must never make: it stays presentational (ARCHITECTURE.md). */
const uiForbidden = {
  patterns: [
    { group: ['@zk/*'], message: 'ui imports no other workspace package.' },
    { group: ['@story/*'], message: 'Story helpers (@story/*) are for stories, fixtures and tests, not components.' },
    {
      group: ['react-router', 'react-router-dom', 'react-router/*'],
      message: 'ui never imports the router: take a LinkComponent or asChild.',
    },
    { group: ['i18next', 'react-i18next', 'i18next/*'], message: 'ui never translates: every string is a prop.' },
    { group: ['@supabase/*', 'airtable', 'zod'], message: 'ui imports no data client.' },
    {
      group: ['**/packages/*/src/**', '../../../*/src/**', '**/site/src/**', '**/i18n/src/**', '**/data/src/**', '**/server/src/**'],
      message: 'ui imports nothing outside its package.',
    },
  ],
};

/** A ui file that only stories and tests load: its fixtures, stories, tests and their support. */
const uiStorySide = [
  'packages/ui/src/**/*.stories.tsx',
  'packages/ui/src/**/fixtures.{ts,tsx}',
  'packages/ui/src/**/*.test.{ts,tsx}',
  'packages/ui/test-support/**',
];

/**
 * Stories build their props with the site's own mapping from copy to props: the one declared
 * dependency of ui on the site, `@zk/site/props` (also a devDependency in packages/ui/package.json).
 * Nothing else of the site, i18n or data, by package or by path.
 */
const uiStorySideForbidden = {
  patterns: [
    { regex: '^@zk/(?!site/props$)', message: 'ui stories reach the site only through @zk/site/props (the copy-to-props mapping).' },
    ...uiForbidden.patterns.filter(({ group }) => !group.includes('@zk/*') && !group.includes('@story/*')),
  ],
};

/** The modules stories reach as `@story/*`: no path into a package's sources (the side door this closes). */
const storyHelpersForbidden = {
  patterns: [
    {
      group: ['**/packages/*/src/**', '../packages/**', '../../packages/**'],
      message: 'Story helpers import packages by their entries (@zk/i18n, @zk/site/props), not by path.',
    },
    { regex: '^@zk/site(?!/props$)', message: 'Story helpers reach the site only through @zk/site/props.' },
  ],
};

/** Browser code (site, i18n, data outside *.server.ts) must never reach server-only code. */
const browserForbidden = {
  patterns: [
    { group: ['@zk/server', '@zk/server/*', '**/packages/server/**'], message: 'The browser bundle cannot import server code.' },
    { group: ['better-sqlite3', 'hono', 'hono/*', '@hono/*', 'airtable', 'node:*'], message: 'Server-only module in browser code.' },
    { group: ['**/*.server', '**/*.server.ts'], message: 'Server-only module in browser code.' },
    {
      regex: '^@zk/config(?!/public$)',
      message: 'Browser code reads the configuration only through @zk/config/public (what the build bakes in, never a secret).',
    },
    { group: ['**/packages/config/**', '**/config/src/**'], message: 'Reach the configuration by its package name, @zk/config/public.' },
  ],
};

/** data and i18n sit below the configuration (it reads the language list from data): they import nothing of it. */
const noConfig = {
  group: ['@zk/config', '@zk/config/*'],
  message: 'data and i18n import nothing of @zk/config: it depends on them, and only the site reads its public part.',
};

/** The configuration depends on data alone (the language list), and its public part never on the server's. */
const configForbidden = {
  patterns: [
    noTestSupport,
    { regex: '^@zk/(?!data(/|$))', message: 'The configuration imports no workspace package but @zk/data.' },
    { group: ['**/packages/*/src/**', '../../*/src/**'], message: 'The configuration reaches other packages by their entries.' },
  ],
};

/** The modules `@zk/config/public` is made of: what the site build loads, so never the server's half. */
const configPublicPart = ['public', 'public-environment', 'env-variables', 'delivery-variables', 'defaults'].map(
  (m) => `packages/config/src/${m}.ts`,
);
const configPublicForbidden = {
  patterns: [
    ...configForbidden.patterns,
    { group: ['./server-*', './index*'], message: 'The public part of the configuration never loads the server-only part.' },
  ],
};

/** i18next is set up once (packages/i18n/src/i18next-setup.ts); everything else translates through `@zk/i18n`. */
const oneI18nextSetup = {
  group: ['i18next', 'i18next/*', 'react-i18next'],
  message: 'Translate through @zk/i18n: packages/i18n/src/i18next-setup.ts is the one i18next setup.',
};

/**
 * Letter case follows the page's language (STYLE.md section 5): Turkish upper-cases i to İ and
 * lower-cases I to ı, so text is cased with `toLocaleUpperCase(lang)` / `toLocaleLowerCase(lang)` or
 * by CSS `text-transform` under the right `lang`, never by the locale-blind methods or by the
 * runtime's own locale. Tested by scripts/casing-rules.test.ts.
 */
// The local adapters load with every public page (the countdown banner reads them): zod and the schemas that use it
// load on first use (answer-schemas.ts through parsed.ts, or an import()), never with the adapters.
const zodOnFirstUse = {
  group: [
    'zod',
    ...['announcements', 'auth', 'countdown', 'field-errors', 'forms', 'lead-inbox', 'mail-log', 'submissions'].map(
      (m) => `**/domain/${m}.ts`,
    ),
  ],
  allowTypeImports: true,
  message: 'The local adapters load with every public page: load zod and the schemas on first use (parsed.ts or import()).',
};

const localeCasing = [
  {
    selector: 'CallExpression[callee.property.name=/^to(Upper|Lower)Case$/]',
    message:
      "Case text in the page's language: toLocaleUpperCase(lang) / toLocaleLowerCase(lang), or CSS text-transform under the right lang.",
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Upper|Lower)Case$/][arguments.length=0]',
    message: "Pass the page's language: without one the runtime's locale decides (Turkish i/İ).",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'storybook-static/**', 'node_modules/**', 'test-results/**', 'bench/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    ...productFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestSupport] }] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: productFiles.ignores,
    rules: { 'no-restricted-imports': ['error', serverForbidden] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [...productFiles.ignores, 'packages/server/src/http/request-body.ts'],
    rules: { 'no-restricted-syntax': ['error', oneBodyReader] },
  },
  {
    files: ['packages/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: uiStorySide,
    rules: { 'no-restricted-imports': ['error', { patterns: [...uiForbidden.patterns, noTestSupport] }] },
  },
  {
    files: uiStorySide,
    rules: { 'no-restricted-imports': ['error', uiStorySideForbidden] },
  },
  {
    files: ['.storybook/{copy,docs,email}/**/*.{ts,tsx}', '.storybook/locale.ts'],
    rules: { 'no-restricted-imports': ['error', storyHelpersForbidden] },
  },
  {
    files: ['packages/{ui,site,i18n}/{src,test-support}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...localeCasing] },
  },
  {
    files: ['packages/site/{src,test-support}/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserForbidden.patterns, oneI18nextSetup] }] },
  },
  {
    files: ['packages/site/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', ...productFiles.ignores],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserForbidden.patterns, oneI18nextSetup, noTestSupport] }] },
  },
  {
    files: ['packages/i18n/{src,test-support}/**/*.ts', 'packages/data/{src,test-support}/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}', 'packages/i18n/src/i18next-setup.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserForbidden.patterns, oneI18nextSetup, noConfig] }] },
  },
  {
    files: ['packages/i18n/src/**/*.ts', 'packages/data/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}', 'packages/i18n/src/i18next-setup.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserForbidden.patterns, oneI18nextSetup, noConfig, noTestSupport] }] },
  },
  {
    files: ['packages/i18n/src/i18next-setup.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserForbidden.patterns, noConfig, noTestSupport] }] },
  },
  {
    files: ['packages/data/src/adapters/local/*.ts'],
    ignores: ['**/*.test.ts', 'packages/data/src/adapters/local/answer-schemas.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...browserForbidden.patterns, oneI18nextSetup, noConfig, zodOnFirstUse, noTestSupport] },
      ],
    },
  },
  {
    files: ['packages/config/src/**/*.ts'],
    ignores: configPublicPart,
    rules: { 'no-restricted-imports': ['error', configForbidden] },
  },
  {
    files: configPublicPart,
    rules: { 'no-restricted-imports': ['error', configPublicForbidden] },
  },
);
