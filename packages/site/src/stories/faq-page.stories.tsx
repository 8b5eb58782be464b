import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/FAQ',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const English = pageStory('/en/faq', 'desktop');
export const EnglishMobile = pageStory('/en/faq', 'mobile');
export const German = pageStory('/de/faq', 'desktop');
export const GermanMobile = pageStory('/de/faq', 'mobile');
export const Turkish = pageStory('/tr/faq', 'desktop');
export const TurkishMobile = pageStory('/tr/faq', 'mobile');
