import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/About',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en/about', 'desktop');
export const EnglishMobile = pageStory('/en/about', 'mobile');
export const German = pageStory('/de/about', 'desktop');
export const GermanMobile = pageStory('/de/about', 'mobile');
export const Turkish = pageStory('/tr/about', 'desktop');
export const TurkishMobile = pageStory('/tr/about', 'mobile');
