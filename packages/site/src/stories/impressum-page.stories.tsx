import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Impressum',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/impressum', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/impressum', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/impressum', 'en');
export const GermanMobile = pageInLocale('/impressum', 'de');
export const TurkishMobile = pageInLocale('/impressum', 'tr');
