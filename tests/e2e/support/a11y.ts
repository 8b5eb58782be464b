import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { renderAllAttribute } from '../../../packages/site/src/app/deferred-rendering';

/** The WCAG levels the product must meet (issue 9): 2.0, 2.1 and 2.2, A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two widths every page is checked at. */
export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/**
 * Renders the sections the stylesheet leaves unrendered until they come near the viewport
 * (`content-visibility: auto`): axe's contrast check and `innerText` need them drawn, and the checks
 * are about every section, not only the first screen.
 */
function renderDeferredSections(page: Page): Promise<void> {
  return page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), renderAllAttribute);
}

/**
 * Runs axe with the WCAG tags and returns one readable line per violation and node, so a failure
 * names the rule, its impact and the element instead of dumping axe's whole result.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderDeferredSections(page);
  // Legacy mode runs axe.run in the page itself instead of axe.runPartial plus finishRun in a new
  // blank page: the same results here (no cross-origin frames) in about half the time.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

export interface FocusState {
  /** Tag, id and name of the focused element, or `body`. */
  description: string;
  /** A real outline or a ring (box-shadow) is drawn. */
  visible: boolean;
  /** No part of it can be seen: off-screen, or covered by the sticky header or the fixed banner. */
  obscured: boolean;
}

/** What a sighted keyboard user sees of the focused element. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { description: 'body', visible: false, obscured: true };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && /rgb/.test(style.boxShadow);
    const rect = el.getBoundingClientRect();
    const points: [number, number][] = [];
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
    const seen = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (top === el || el.contains(top));
    });
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return { description: `${el.tagName.toLowerCase()} ${name}`.trim(), visible: outline || ring, obscured: !seen };
  });
}

/** Whether the focused element shows a focus indicator: a real outline or a ring (box-shadow). */
export async function focusIndicator(page: Page): Promise<{ visible: boolean }> {
  return { visible: (await focusState(page)).visible };
}

/** A short description of the focused element, for assertions about where focus landed. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
    const id = el.id ? `#${el.id}` : '';
    return `${el.tagName.toLowerCase()}${id} ${name}`.trim();
  });
}

export interface PageStructure {
  lang: string;
  h1Count: number;
  headings: { level: number; text: string }[];
  /** Pairs of consecutive headings where the level jumps down by more than one. */
  skippedLevels: string[];
  /** Form controls without a label, aria-label or aria-labelledby. */
  unlabelled: string[];
  /** Tables lacking a caption, or header cells without a scope. */
  tableProblems: string[];
  /** Elements whose CSS changes letter case with no language declared around them. */
  casingOutsideLang: string[];
  /** Elements whose drawn text is not their text cased by the rules of their language. */
  casingWrong: string[];
}

/**
 * Reads what assistive technology gets from the current page: headings (only those exposed, so
 * `display: none` at this width does not count), labels of form controls, table semantics, and
 * whether CSS case transforms run under the right `lang` (Turkish i/İ).
 */
export async function pageStructure(page: Page): Promise<PageStructure> {
  await renderDeferredSections(page);
  return page.evaluate(() => {
    const exposed = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden], [inert]') && (el as HTMLElement).checkVisibility({ visibilityProperty: true });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[name=${el.getAttribute('name') ?? ''}] "${(el.textContent ?? '').trim().slice(0, 40)}"`;

    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(exposed).map((el) => ({
      level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    }));
    const skippedLevels: string[] = [];
    headings.forEach((heading, index) => {
      const previous = index === 0 ? 0 : headings[index - 1]!.level;
      if (heading.level > previous + 1)
        skippedLevels.push(`h${previous} "${headings[index - 1]?.text ?? ''}" -> h${heading.level} "${heading.text}"`);
    });

    const unlabelled = [...document.querySelectorAll('input:not([type="hidden"]), select, textarea')]
      .filter((el) => {
        const control = el as HTMLInputElement;
        const labelText = [...(control.labels ?? [])]
          .map((label) => label.textContent ?? '')
          .join('')
          .trim();
        const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join('')
          .trim();
        return !labelText && !labelledBy && !(control.getAttribute('aria-label') ?? '').trim();
      })
      .map(describe);

    const tableProblems: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!(table.caption?.textContent ?? '').trim() && !table.getAttribute('aria-label') && !table.getAttribute('aria-labelledby')) {
        tableProblems.push(`table without caption: ${describe(table)}`);
      }
      for (const th of table.querySelectorAll('th')) {
        if (!['col', 'row', 'colgroup', 'rowgroup'].includes(th.getAttribute('scope') ?? ''))
          tableProblems.push(`th without scope: ${describe(th)}`);
      }
    }

    const lang = document.documentElement.lang;
    const cased = [...document.querySelectorAll('body *')].filter(
      (el) => el.childNodes.length > 0 && ['uppercase', 'lowercase', 'capitalize'].includes(getComputedStyle(el).textTransform),
    );
    const langOf = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').trim();
    const casingOutsideLang = cased.filter((el) => !langOf(el)).map(describe);
    // What the browser draws must be the text cased by the rules of its language (Turkish i -> İ).
    const casingWrong = cased
      .filter((el) => [...el.childNodes].every((node) => node.nodeType === Node.TEXT_NODE) && (el as HTMLElement).checkVisibility())
      .filter((el) => {
        const transform = getComputedStyle(el).textTransform;
        if (transform === 'capitalize') return false;
        const source = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const expected = transform === 'uppercase' ? source.toLocaleUpperCase(langOf(el)) : source.toLocaleLowerCase(langOf(el));
        return (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim() !== expected;
      })
      .map((el) => `${describe(el)} drawn as "${(el as HTMLElement).innerText}"`);

    return {
      lang,
      h1Count: headings.filter((h) => h.level === 1).length,
      headings,
      skippedLevels,
      unlabelled,
      tableProblems,
      casingOutsideLang,
      casingWrong,
    };
  });
}

/**
 * Watches the page while the element `ticking` (a clock) changes its text `ticks` times, and returns
 * every text change made inside a live region (aria-live polite or assertive, status, alert, log,
 * marquee) meanwhile. Something that ticks every second, such as the countdown banner's digits, must
 * change outside them or a screen reader announces each tick. It waits for the ticks themselves, not a
 * stretch of time: a clock that has stopped fails the test instead of passing it unobserved.
 */
export function announcedChanges(page: Page, ticking: string, ticks = 2): Promise<string[]> {
  return page.evaluate(
    ({ selector, count }) =>
      new Promise<string[]>((resolve, reject) => {
        const clock = document.querySelector(selector);
        if (!clock) return reject(new Error(`No ${selector} to watch`));
        const live = '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"], [role="marquee"]';
        const changes: string[] = [];
        let shown = clock.textContent;
        let seen = 0;
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const node = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : (record.target as Element);
            const region = node?.closest(live);
            if (region)
              changes.push(
                `${region.tagName.toLowerCase()}[${region.getAttribute('role') ?? region.getAttribute('aria-live')}]: ${node?.textContent?.trim().slice(0, 40)}`,
              );
          }
          if (clock.textContent === shown) return;
          shown = clock.textContent;
          if (++seen < count) return;
          observer.disconnect();
          resolve(changes);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    { selector: ticking, count: ticks },
  );
}
