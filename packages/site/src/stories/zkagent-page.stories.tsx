import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/ZK Agent',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const Desktop = { ...pageStory('/zkagent', 'desktop'), tags: ['skip-visual'] };
export const Mobile = { ...pageStory('/zkagent', 'mobile'), tags: ['skip-visual'] };
export const EnglishMobile = pageInLocale('/zkagent', 'en');
export const GermanMobile = pageInLocale('/zkagent', 'de');
export const TurkishMobile = pageInLocale('/zkagent', 'tr');
