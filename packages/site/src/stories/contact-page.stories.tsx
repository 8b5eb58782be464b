import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Contact',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/contact', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/contact', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/contact', 'en');
export const GermanMobile = pageInLocale('/contact', 'de');
export const TurkishMobile = pageInLocale('/contact', 'tr');
