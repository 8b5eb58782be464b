import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  formStateElement,
  isAdminSignInPath,
  type Countdown,
  type FormPageState,
  type ServedBanner,
  type SubscriptionPageState,
} from '@zk/data';
import { adminShellFiles } from '../http/admin-path.ts';
import type { StaticFiles } from '../http/static-files.ts';

export interface RenderRequest {
  /** The page's path with its query, such as `/de/waitlist?service=telegram`. */
  url: string;
  /** A posted form coming back with the visitor's input and what was wrong with it. */
  formState?: FormPageState;
}

/** Renders a public page or the admin sign-in at request time, for what a prerendered file cannot know (a query, a posted form). */
export interface PageRenderer {
  /** The whole document, or `null` when the page does not exist or the site has no server-rendering bundle. */
  render(request: RenderRequest): Promise<string | null>;
  /** The countdown banner's HTML as the browser will hydrate it, with the state it hydrates from. */
  renderBanner(language: string, countdown: Countdown, now: number): Promise<{ html: string; state: ServedBanner } | null>;
  /** A subscription page (`/{lang}/waitlist/confirm`, `/unsubscribe`) in a state the server decided, or `null` without a build. */
  renderSubscription(url: string, state: SubscriptionPageState): Promise<string | null>;
}

/** What the site's server-rendering bundle (`packages/site/src/entry-server.tsx`) offers at request time. */
interface SiteRenderModule {
  renderRoot(url: string, formState?: FormPageState): Promise<string>;
  renderBanner(language: string, countdown: Countdown, now: number): Promise<{ html: string; state: ServedBanner }>;
  renderSubscriptionRoot(url: string, state: SubscriptionPageState): Promise<string>;
}

const rootOpen = '<div id="root">';

/**
 * The prerendered document of the page with the content of its root rendered anew: head, inlined
 * stylesheet and boot script stay exactly as built (so the CSP hashes hold), and a posted form's
 * state goes into the page as JSON for the browser to hydrate the same form.
 */
export function composeDocument(prerendered: string, rootHtml: string, formState?: FormPageState): string | null {
  const start = prerendered.indexOf(rootOpen);
  const bodyEnd = prerendered.lastIndexOf('</body>');
  const end = prerendered.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) return null;
  const state = formState ? `${formStateElement(formState)}\n  ` : '';
  return `${prerendered.slice(0, start + rootOpen.length)}${rootHtml}${prerendered.slice(end, bodyEnd)}${state}${prerendered.slice(bodyEnd)}`;
}

/**
 * Renders with the site's own server-rendering bundle (built beside the client files), loaded on
 * first use or by `load()`; without a bundle (a server started on a bare static directory) it renders nothing.
 */
export function siteRenderer(files: StaticFiles, ssrEntry: string): PageRenderer & { load(): Promise<unknown> } {
  let module: Promise<SiteRenderModule | null> | undefined;
  const load = () =>
    (module ??= existsSync(ssrEntry) ? (import(pathToFileURL(ssrEntry).href) as Promise<SiteRenderModule>) : Promise.resolve(null));

  const firstText = async (paths: string[]) => {
    for (const path of paths) {
      const text = await files.readText(path);
      if (text !== null) return text;
    }
    return null;
  };

  return {
    load,
    async render({ url, formState }) {
      const site = await load();
      if (!site) return null;
      const pathname = new URL(url, 'http://site.invalid').pathname.replace(/\/+$/, '');
      const prerendered = await firstText(isAdminSignInPath(pathname) ? adminShellFiles(pathname) : [`${pathname}/index.html`]);
      if (prerendered === null) return null;
      return composeDocument(prerendered, await site.renderRoot(url, formState), formState);
    },
    async renderBanner(language, countdown, now) {
      const site = await load();
      return site ? site.renderBanner(language, countdown, now) : null;
    },
    async renderSubscription(url, state) {
      const site = await load();
      if (!site) return null;
      const shell = await files.readText(`${new URL(url, 'http://site.invalid').pathname.replace(/\/+$/, '')}/index.html`);
      return shell === null ? null : composeDocument(shell, await site.renderSubscriptionRoot(url, state));
    },
  };
}
