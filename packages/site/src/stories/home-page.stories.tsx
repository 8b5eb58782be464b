import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Home',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en', 'desktop');
export const EnglishMobile = pageStory('/en', 'mobile');
export const German = pageStory('/de', 'desktop');
export const GermanMobile = pageStory('/de', 'mobile');
export const Turkish = pageStory('/tr', 'desktop');
export const TurkishMobile = pageStory('/tr', 'mobile');
