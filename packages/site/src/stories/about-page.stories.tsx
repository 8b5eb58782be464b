import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/About',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/about', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/about', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/about', 'en');
export const GermanMobile = pageInLocale('/about', 'de');
export const TurkishMobile = pageInLocale('/about', 'tr');
