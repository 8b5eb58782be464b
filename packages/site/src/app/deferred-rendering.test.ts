import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAllAttribute, renderDeferredSections } from './deferred-rendering';

const stylesheet = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector list is exactly `selectors`. */
function declarationsOf(selectors: string[]): string | undefined {
  for (const [, selectorList, body] of stylesheet.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const list = selectorList!.split(',').map((s) => s.trim());
    if (list.length === selectors.length && list.every((s, i) => s === selectors[i])) return body!.replace(/\s+/g, ' ').trim();
  }
  return undefined;
}

describe('deferred rendering', () => {
  afterEach(() => document.documentElement.removeAttribute(renderAllAttribute));

  it('leaves the sections after the first, and the footer, to be rendered near the viewport', () => {
    expect(declarationsOf(['main section:not(:first-child)', '#root > footer'])).toMatch(/content-visibility: auto;/);
  });

  it('renders them all once the root element has the attribute, which renderDeferredSections sets', () => {
    expect(declarationsOf([`[${renderAllAttribute}] main section`, `[${renderAllAttribute}] #root > footer`])).toBe('content-visibility: visible;');
    expect(document.documentElement.hasAttribute(renderAllAttribute)).toBe(false);
    renderDeferredSections();
    expect(document.documentElement.hasAttribute(renderAllAttribute)).toBe(true);
  });

  it("renders them all, without scripts, while a section is the URL's target", () => {
    expect(declarationsOf([':root:has(:target) main section', ':root:has(:target) #root > footer'])).toBe('content-visibility: visible;');
  });
});
