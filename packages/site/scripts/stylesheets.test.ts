import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site';

/*
 * The public pages inline a stylesheet that Tailwind built from what they render (src/public-styles.css);
 * the admin documents inline the full one (src/styles.css), which the admin area's chunk also imports.
 * These tests read the current build, made first if the sources changed (`builtSite`, as
 * `npm run test:e2e` does), and hold the public sheet to every class a public page can use: in its
 * HTML, and in the scripts it loads, which set the states after hydration (open menus and answers,
 * errors, the thank-you screens, the banner's states).
 */

const adminChunk = 'src/admin/admin-app.tsx';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );

/** The class names the selectors of a stylesheet use, unescaped (`.md\:p-6` is `md:p-6`). */
function selectorClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  const classes = new Set<string>();
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '}' || char === ';') start = i + 1;
    else if (char === '{') {
      // A rule's selector or an at-rule's prelude: what follows the last block or declaration.
      const prelude = text.slice(start, i).trim();
      if (!prelude.startsWith('@')) {
        for (const match of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|\P{ASCII})+)/gu)) {
          classes.add(unescapeCss(match[1]!));
        }
      }
      start = i + 1;
    }
  }
  return classes;
}

/** The custom properties a stylesheet defines (`--color-accent:`), the theme's among them. */
const definedProperties = (css: string) => new Set([...css.matchAll(/[{;](--[\w-]+):/g)].map((match) => match[1]!));

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

/** The class tokens of an HTML document's `class` attributes. */
function htmlClasses(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of value!.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => entities[name]!).split(/\s+/)) {
      if (token) tokens.add(token);
    }
  }
  return tokens;
}

const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The class lists a script holds: its string literals (and the parts of its template literals) whose
 * words are all classes of `known`. A misread literal (minified code puts quotes in regular
 * expressions too) holds code, not only class names, and is left out; so are sentences of copy.
 */
function classListsIn(script: string, known: Set<string>): string[][] {
  const literals = [...script.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].flatMap(
    ([, double, single, template]) => (template ?? '').split(/\$\{[^}]*\}/).concat(double ?? single ?? []),
  );
  return literals
    .map((literal) => literal.split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0 && words.every((word) => known.has(word)));
}

/** The custom properties among `names` that a document or script names (`var(--x)`, `'--x'`). */
const propertiesIn = (text: string, names: string[]) =>
  names.filter((name) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(text));

/** The HTML documents under `dir`, as paths relative to it. */
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The `<style>` bodies of a document: the inlined stylesheet, and the admin shell's own rule. */
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

let client = '';
let manifest: Record<string, ManifestChunk> = {};
let publicSheet = '';
let fullSheet = '';
/** Classes and custom properties the full sheet styles or defines and the public one does not. */
let fullOnly: { classes: string[]; properties: string[] } = { classes: [], properties: [] };
let fullClasses = new Set<string>();

beforeAll(() => {
  const build = builtSite();
  client = join(build, 'client');
  manifest = JSON.parse(readFileSync(join(build, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sheet = (key: string) => readFileSync(join(client, manifest[key]!.css![0]!), 'utf8').trim();
  publicSheet = sheet('index.html');
  fullSheet = sheet(adminChunk);
  const publicClasses = selectorClasses(publicSheet);
  fullClasses = selectorClasses(fullSheet);
  const publicProperties = definedProperties(publicSheet);
  fullOnly = {
    classes: [...fullClasses].filter((name) => !publicClasses.has(name)),
    properties: [...definedProperties(fullSheet)].filter((name) => !publicProperties.has(name)),
  };
}, 300_000);

/** The chunks reachable from some manifest keys through static and lazy imports, short of `stop`. */
function chunksFrom(keys: string[], stop: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (stop(key) || seen.has(key)) return;
    seen.add(key);
    for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** The full-only classes and custom properties a script uses, each as `file: name`. */
function fullOnlyIn(key: string): string[] {
  const { file } = manifest[key]!;
  const script = readFileSync(join(client, file), 'utf8');
  const classes = new Set(classListsIn(script, fullClasses).flat());
  return [...fullOnly.classes.filter((name) => classes.has(name)), ...propertiesIn(script, fullOnly.properties)].map(
    (name) => `${file}: ${name}`,
  );
}

describe('the stylesheet helpers', () => {
  it('read the classes of selectors, escaped as Tailwind writes them, and not the numbers of values or preludes', () => {
    const css =
      '@media (width>=48rem){.md\\:p-6{padding:1.5rem}}.\\32 xl\\:flex{display:flex}' +
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.group-hover\\:x:is(:where(.group):hover *){opacity:.5}a[href$=".pdf"]{color:red}';
    expect([...selectorClasses(css)].sort()).toEqual(['2xl:flex', '[&_svg]:size-4', 'group', 'group-hover:x', 'md:p-6']);
    expect([...htmlClasses('<p class="flex [&amp;_svg]:size-4"></p><a class="md:p-6">')].sort()).toEqual([
      '[&_svg]:size-4',
      'flex',
      'md:p-6',
    ]);
  });
});

describe('the public and the full stylesheet', () => {
  it('are one cascade: the public sheet styles a part of what the full one does, which has rules no public page needs', () => {
    const full = selectorClasses(fullSheet);
    expect([...selectorClasses(publicSheet)].filter((name) => !full.has(name))).toEqual([]);
    expect(fullOnly.classes.length).toBeGreaterThan(100);
    expect(publicSheet.length).toBeLessThan(fullSheet.length);
  });

  it('the public sheet is inlined into every public page (en, de, tr) and the 404, which use nothing only the full one styles', () => {
    const pages = htmlFiles(client).filter((file) => file !== 'index.html' && !/(^|\/)admin[/.-]/.test(file));
    for (const language of ['en', 'de', 'tr']) {
      expect(pages.filter((file) => file.startsWith(`${language}/`)).length).toBeGreaterThanOrEqual(9);
    }
    expect(pages).toContain('404.html');
    for (const file of pages) {
      const html = readFileSync(join(client, file), 'utf8');
      // Compared as a flag: a failure would print two 70 KB stylesheets.
      expect(inlineStyles(html).includes(publicSheet), `${file} inlines the public sheet`).toBe(true);
      const classes = htmlClasses(html);
      expect({ file, classes: fullOnly.classes.filter((name) => classes.has(name)) }).toEqual({ file, classes: [] });
      expect({ file, properties: propertiesIn(html, fullOnly.properties) }).toEqual({ file, properties: [] });
    }
  });

  it('the scripts of the public pages set no class only the full sheet styles, as they open, fail, thank or count down', () => {
    const publicKeys = chunksFrom(['index.html', 'src/app/start.tsx'], (key) => key === adminChunk);
    expect(publicKeys.size).toBeGreaterThan(20);
    // React DOM's own chunk sets no classes; its table of SVG attributes holds the word `filter`.
    const found = [...publicKeys].filter((key) => manifest[key]!.name !== 'react').flatMap(fullOnlyIn);
    expect(found).toEqual([]);
    // The same search finds them in the admin area's chunks, where they are.
    const adminKeys = [...chunksFrom([adminChunk], (key) => publicKeys.has(key))];
    expect(adminKeys.flatMap(fullOnlyIn).length).toBeGreaterThan(50);
  });

  it('the full sheet is inlined into the admin documents, and named to the admin chunk, whose loader then does not fetch it', () => {
    const href = `/${manifest[adminChunk]!.css![0]}`;
    for (const file of [
      'admin.html',
      'admin-app.html',
      'de/admin/index.html',
      'de/admin/app.html',
      'tr/admin/index.html',
      'tr/admin/app.html',
    ]) {
      const html = readFileSync(join(client, file), 'utf8');
      expect(inlineStyles(html).includes(fullSheet), `${file} inlines the full sheet`).toBe(true);
      expect(inlineStyles(html).includes(publicSheet), `${file} inlines the public sheet`).toBe(false);
      expect(html, file).toContain(`<link rel="stylesheet" href="${href}" disabled />`);
    }
  });
});
