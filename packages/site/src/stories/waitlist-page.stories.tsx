import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Waitlist',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/waitlist', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/waitlist', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/waitlist', 'en');
export const GermanMobile = pageInLocale('/waitlist', 'de');
export const TurkishMobile = pageInLocale('/waitlist', 'tr');
