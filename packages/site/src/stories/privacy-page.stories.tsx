import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Privacy policy',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/privacy', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/privacy', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/privacy', 'en');
export const GermanMobile = pageInLocale('/privacy', 'de');
export const TurkishMobile = pageInLocale('/privacy', 'tr');
