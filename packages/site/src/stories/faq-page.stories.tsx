import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/FAQ',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/faq', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/faq', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/faq', 'en');
export const GermanMobile = pageInLocale('/faq', 'de');
export const TurkishMobile = pageInLocale('/faq', 'tr');
