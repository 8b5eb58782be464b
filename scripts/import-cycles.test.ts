import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const sourceRoots = ['packages', 'scripts', 'tests', 'bench', '.storybook'];
const skippedDirs = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a source names: static imports and re-exports (also `import type`) and dynamic `import()`. */
function importedSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

function resolveImport(from: string, specifier: string): string | undefined {
  const path = specifier.replace(/\?.*$/, '');
  const base = path.startsWith('.')
    ? resolve(dirname(from), path)
    : path.startsWith('@story/')
      ? join(root, '.storybook', path.slice(7))
      : null;
  if (base === null) return undefined;
  return extensions.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The strongly connected components of more than one module (or a module importing itself), each sorted. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function projectGraph(): Map<string, string[]> {
  const files = sourceRoots.map((dir) => join(root, dir)).filter((dir) => existsSync(dir));
  return new Map(
    files.flatMap(sourceFiles).map((file) => {
      const targets = importedSpecifiers(readFileSync(file, 'utf8')).map((specifier) => resolveImport(file, specifier));
      return [relative(root, file), targets.filter((target) => target !== undefined).map((target) => relative(root, target))];
    }),
  );
}

describe('import cycles', () => {
  it('finds no two modules that import each other, directly or around a circle (type imports included)', () => {
    const graph = projectGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('reads type imports, re-exports and dynamic imports', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import { b } from './b';",
      "export { c } from './c.tsx';",
      "const d = () => import('./d.ts');",
      "import './e.css';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./a.ts', './b', './c.tsx', './d.ts', './e.css']);
  });

  it('reports a pair, a longer circle and a module importing itself, and nothing for a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f', 'a']],
      ['g', ['a', 'outside']],
    ]);
    expect(importCycles(graph)).toEqual([['c', 'd', 'e'], ['a', 'b'], ['f']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
