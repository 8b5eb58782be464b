import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferredRenderingAttribute, renderAllAttribute, renderDeferredSections } from './deferred-rendering';

// The build's HTML helpers are plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const { bootScript } = (await import('../../scripts/html.mjs' as string)) as { bootScript: string };

/** The site stylesheet as the browser parses it: its style rules. */
function styleRules(): CSSStyleRule[] {
  const style = document.createElement('style');
  style.textContent = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8');
  document.head.append(style);
  const rules = [...style.sheet!.cssRules].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
  style.remove();
  return rules;
}

/** A page as the site serves it: a main with three sections, a footer, and look-alikes elsewhere. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <main><section id="first"></section><section id="second"></section><section id="third"></section></main>
      <footer id="footer"><section id="in-footer"></section></footer>
    </div>
    <aside><section id="outside-main"></section><footer id="other-footer"></footer></aside>`;
  return document.body;
}

/** The ids of the elements whose rendering the stylesheet defers, with these attributes on the root. */
function deferred(rootAttributes: string[]): string[] {
  const root = document.documentElement;
  for (const name of [deferredRenderingAttribute, renderAllAttribute]) root.removeAttribute(name);
  for (const name of rootAttributes) root.setAttribute(name, '');
  const deferring = styleRules().filter((rule) => rule.style.getPropertyValue('content-visibility') === 'auto');
  const ids = [...page().querySelectorAll('[id]')]
    .filter((el) => deferring.some((rule) => el.matches(rule.selectorText)))
    .map((el) => el.id);
  for (const name of rootAttributes) root.removeAttribute(name);
  return ids;
}

describe('deferred rendering', () => {
  it('defers the sections after the first and the footer, once the boot script has set its attribute', () => {
    expect(deferred([deferredRenderingAttribute])).toEqual(['second', 'third', 'footer']);
    expect(deferred([])).toEqual([]);
    expect(bootScript).toContain(`root.setAttribute('${deferredRenderingAttribute}', '')`);
  });

  it('renders them all once every section is to be rendered', () => {
    expect(deferred([deferredRenderingAttribute, renderAllAttribute])).toEqual([]);
    expect(bootScript).toContain(`root.setAttribute('${renderAllAttribute}', '')`);
  });

  it('holds no :has() in any selector, which on the root would restyle the whole document on every insertion', () => {
    const rules = styleRules();
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.map((rule) => rule.selectorText).filter((selector) => selector.includes(':has('))).toEqual([]);
  });

  it('renderDeferredSections sets the attribute that renders them all', () => {
    document.documentElement.removeAttribute(renderAllAttribute);
    renderDeferredSections();
    expect(document.documentElement.hasAttribute(renderAllAttribute)).toBe(true);
    document.documentElement.removeAttribute(renderAllAttribute);
  });
});
