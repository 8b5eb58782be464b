import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Waitlist',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en/waitlist', 'desktop');
export const EnglishMobile = pageStory('/en/waitlist', 'mobile');
export const German = pageStory('/de/waitlist', 'desktop');
export const GermanMobile = pageStory('/de/waitlist', 'mobile');
export const Turkish = pageStory('/tr/waitlist', 'desktop');
export const TurkishMobile = pageStory('/tr/waitlist', 'mobile');
