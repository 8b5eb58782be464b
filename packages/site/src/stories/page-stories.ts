import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SitePage, SitePageProps } from './site-page';

type Story = StoryObj<typeof SitePage>;

const mobile = { value: 'mobile', isRotated: false };

/** The page at `path` (its language from the path), at 1280 px or at 390 px, once its main heading is on screen. */
export function pageStory(path: string, width: 'desktop' | 'mobile', args: Partial<SitePageProps> = {}): Story {
  const locale = path.split('/')[1];
  return {
    args: { path, ...args },
    globals: { locale: locale === 'de' || locale === 'tr' ? locale : 'en', ...(width === 'mobile' ? { viewport: mobile } : {}) },
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible(), { timeout: 20_000 });
    },
  };
}
