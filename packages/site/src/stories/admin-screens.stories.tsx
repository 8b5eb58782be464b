import type { Meta } from '@storybook/react-vite';
import { pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Admin',
  component: SitePage,
  // Tested (heading, axe), not screenshotted; no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs', 'skip-visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;
export default meta;

export const SignIn = pageStory('/admin', 'desktop');
export const SignInMobile = pageStory('/admin', 'mobile');
export const SignInGerman = pageStory('/de/admin', 'desktop');
export const SignInTurkishMobile = pageStory('/tr/admin', 'mobile');
export const Dashboard = pageStory('/admin/dashboard', 'desktop', { signedIn: true });
export const DashboardMobile = pageStory('/admin/dashboard', 'mobile', { signedIn: true });
export const DashboardGerman = pageStory('/de/admin/dashboard', 'desktop', { signedIn: true });
export const DashboardGermanMobile = pageStory('/de/admin/dashboard', 'mobile', { signedIn: true });
export const DashboardTurkish = pageStory('/tr/admin/dashboard', 'desktop', { signedIn: true });
export const DashboardTurkishMobile = pageStory('/tr/admin/dashboard', 'mobile', { signedIn: true });
export const DemoStore = pageStory('/admin/demo/1', 'desktop', { signedIn: true });
export const DemoStoreMobile = pageStory('/admin/demo/1', 'mobile', { signedIn: true });
export const DemoLanding = pageStory('/admin/demo/2', 'desktop', { signedIn: true });
export const DemoLandingMobile = pageStory('/admin/demo/2', 'mobile', { signedIn: true });
