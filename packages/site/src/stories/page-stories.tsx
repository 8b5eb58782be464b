import type { StoryObj } from '@storybook/react-vite';
import { isLocale, type Locale } from '@story/locale';
import { expect, waitFor, within } from 'storybook/test';
import { SitePage, type SitePageProps } from './site-page';

type Story = StoryObj<typeof SitePage>;

const mobile = { value: 'mobile', isRotated: false };

/**
 * `path` (written without a language: `/faq`, `/admin/dashboard`) in `locale`: `/de/faq`; the home
 * page is `/de`; the English admin is `/admin`, as the site links it.
 */
export function pathIn(path: string, locale: Locale): string {
  if (path.startsWith('/admin') && locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The page's main heading is on screen, and nothing on the page is wider than the viewport (no sideways scrolling). */
const headingShown: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible(), { timeout: 20_000 });
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
};

/**
 * The page at `path` in the toolbar's language, at 1280 px or at 390 px, once its main heading is on
 * screen. Tested (heading, axe), not screenshotted: the language stories below are. Each story file adds
 * `tags: ['skip-visual']` itself, where Storybook's static index (and `tests/visual/baselines.test.ts`) reads it.
 */
export function pageStory(path: string, width: 'desktop' | 'mobile', args: Partial<SitePageProps> = {}): Story {
  return {
    args: { path, ...args },
    ...(width === 'mobile' ? { globals: { viewport: mobile } } : {}),
    render: (storyArgs, { globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      const localePath = pathIn(storyArgs.path, locale);
      return <SitePage key={localePath} {...storyArgs} path={localePath} />;
    },
    play: headingShown,
  };
}

/** The page at `path` in `locale` whatever the toolbar says, at 390 px: its screenshot in that language. */
export function pageInLocale(path: string, locale: Locale, args: Partial<SitePageProps> = {}): Story {
  return {
    args: { path: pathIn(path, locale), ...args },
    globals: { locale, viewport: mobile },
    play: headingShown,
  };
}
