/**
 * The attribute the boot script (`bootScript` in scripts/html.mjs) sets on the root element before
 * the body is parsed: only then does the stylesheet defer the rendering of the sections below the
 * first screen. Without scripts every section is rendered, so an anchor's scroll lands exactly.
 */
export const deferredRenderingAttribute = 'data-deferred-rendering';

/**
 * With {@link deferredRenderingAttribute}, the stylesheet renders a page's sections after its first,
 * and the footer, only as they come near the viewport (`content-visibility: auto`, see styles.css),
 * and estimates the size of the others.
 * A scroll to a section needs the real sizes of everything above it, or it ends short of the section
 * (a smooth scroll renders sections on its way, which moves its target). This attribute on the root
 * element renders them all, for the rest of the visit.
 */
export const renderAllAttribute = 'data-render-all';

/** Renders every deferred section now, so that positions on the page are exact. */
export function renderDeferredSections(): void {
  document.documentElement.setAttribute(renderAllAttribute, '');
}
