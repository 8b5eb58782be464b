import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferredRenderingAttribute, renderAllAttribute, renderDeferredSections } from './deferred-rendering';

// The build's HTML helpers are plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const { bootScript } = (await import('../../scripts/html.mjs' as string)) as { bootScript: string };

const stylesheet = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** A selector list split at its top-level commas. */
function splitList(list: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim());
}

/** The declarations of the rules whose selector list names the deferred sections. */
function deferredRule(): { selectors: string[]; body: string } | undefined {
  for (const [, selectorList, body] of stylesheet.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (body!.includes('content-visibility')) {
      return { selectors: splitList(selectorList!), body: body!.replace(/\s+/g, ' ').trim() };
    }
  }
  return undefined;
}

describe('deferred rendering', () => {
  it('is the one rule that defers rendering, for the sections after the first and the footer', () => {
    const rule = deferredRule();
    expect(rule?.body).toMatch(/content-visibility: auto;/);
    expect(rule?.selectors.map((s) => s.replace(/^.*\)\s+/, ''))).toEqual(['main section:not(:first-child)', '#root > footer']);
  });

  it('only with the attribute the boot script sets, and not once every section is to be rendered; with no :has() on the root', () => {
    for (const selector of deferredRule()!.selectors) {
      expect(selector).toMatch(new RegExp(`^:root\\[${deferredRenderingAttribute}\\]:not\\(\\[${renderAllAttribute}\\]\\) `));
    }
    expect(stylesheet).not.toContain(':has(');
    expect(bootScript).toContain(`root.setAttribute('${deferredRenderingAttribute}', '')`);
    expect(bootScript).toContain(`root.setAttribute('${renderAllAttribute}', '')`);
  });

  it('renderDeferredSections sets the attribute that renders them all', () => {
    document.documentElement.removeAttribute(renderAllAttribute);
    renderDeferredSections();
    expect(document.documentElement.hasAttribute(renderAllAttribute)).toBe(true);
    document.documentElement.removeAttribute(renderAllAttribute);
  });
});
