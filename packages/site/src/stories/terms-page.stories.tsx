import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Terms of service',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/terms', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/terms', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/terms', 'en');
export const GermanMobile = pageInLocale('/terms', 'de');
export const TurkishMobile = pageInLocale('/terms', 'tr');
