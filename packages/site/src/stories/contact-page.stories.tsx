import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Contact',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en/contact', 'desktop');
export const EnglishMobile = pageStory('/en/contact', 'mobile');
export const German = pageStory('/de/contact', 'desktop');
export const GermanMobile = pageStory('/de/contact', 'mobile');
export const Turkish = pageStory('/tr/contact', 'desktop');
export const TurkishMobile = pageStory('/tr/contact', 'mobile');
