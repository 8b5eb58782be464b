// The props tables of the docs pages take each prop's description from its JSDoc (react-docgen): a
// prop without one shows an empty cell to the designer reading the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ui = join(import.meta.dirname, '../packages/ui/src');

function components(folder: string): string[] {
  return readdirSync(join(ui, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$|fixtures/.test(file))
    .map((file) => join(ui, folder, file));
}

/**
 * Every member of an exported interface named `…Props` (or `…Labels` with `labels`) without a JSDoc
 * comment right above it, as `file Interface.prop`; with `labels`, also each such interface without one.
 */
function undocumented(file: string, only?: ReadonlySet<string>, { labels = false } = {}): string[] {
  const found: string[] = [];
  const source = readFileSync(file, 'utf8');
  const interfaces = labels
    ? /export interface (\w+(?:Props|Labels))\b[^{]*\{(.*?)\n\}/gs
    : /export interface (\w+Props)\b[^{]*\{(.*?)\n\}/gs;
  for (const { 1: name, 2: body, index } of source.matchAll(interfaces)) {
    if (labels && !source.slice(0, index).trimEnd().endsWith('*/')) found.push(`${relative(ui, file)} ${name}`);
    const lines = body!.split('\n');
    lines.forEach((line, i) => {
      const prop = /^ {2}(\w+)\??:/.exec(line)?.[1];
      if (!prop || (only && !only.has(prop))) return;
      if (!lines[i - 1]?.trim().endsWith('*/')) found.push(`${relative(ui, file)} ${name}.${prop}`);
    });
  }
  return found;
}

describe('props carry a description for the docs pages', () => {
  it('every prop of every primitive', () => {
    expect(components('primitives').flatMap((file) => undocumented(file))).toEqual([]);
  });

  it("every section's eyebrow, title, description and link component", () => {
    const shared = new Set(['eyebrow', 'title', 'description', 'LinkComponent']);
    expect(components('sections').flatMap((file) => undocumented(file, shared))).toEqual([]);
  });

  it('every prop and label of the sign-in, code, second-factor, passkey and change-password forms, and each label group', () => {
    const forms = ['sign-in-form', 'sign-in-code-form', 'second-factor-settings', 'passkey-settings', 'change-password-form'];
    expect(forms.flatMap((form) => components(`admin/${form}`)).flatMap((file) => undocumented(file, undefined, { labels: true }))).toEqual(
      [],
    );
  });
});
