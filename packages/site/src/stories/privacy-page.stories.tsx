import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Privacy policy',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en/privacy', 'desktop');
export const EnglishMobile = pageStory('/en/privacy', 'mobile');
export const German = pageStory('/de/privacy', 'desktop');
export const GermanMobile = pageStory('/de/privacy', 'mobile');
export const Turkish = pageStory('/tr/privacy', 'desktop');
export const TurkishMobile = pageStory('/tr/privacy', 'mobile');
