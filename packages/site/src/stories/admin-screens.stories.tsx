import type { Meta } from '@storybook/react-vite';
import { pageInLocale, pageStory } from './page-stories';
import { SitePage } from './site-page';

const meta = {
  title: 'Pages/Admin',
  component: SitePage,
  // Tested (heading, axe); no docs page per screen (Pages/Overview is it).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  // The session timer counts down from sign-in: the clock stands still while a story is shown, so a
  // screenshot taken more than a second after the render (a loaded machine) still reads 5:00.
  beforeEach() {
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    return () => {
      Date.now = realNow;
    };
  },
} satisfies Meta<typeof SitePage>;
export default meta;

export const SignIn = { ...pageStory('/admin', 'desktop'), tags: ['skip-visual'] };
export const SignInMobile = { ...pageStory('/admin', 'mobile'), tags: ['skip-visual'] };
export const Dashboard = { ...pageStory('/admin/dashboard', 'desktop', { signedIn: true }), tags: ['skip-visual'] };
export const DashboardMobile = {
  ...pageStory('/admin/dashboard', 'mobile', { signedIn: true }),
  tags: ['skip-visual'],
};
// The console's screenshots, one per language at 390 px.
export const SignInEnglishMobile = pageInLocale('/admin', 'en');
export const SignInGermanMobile = pageInLocale('/admin', 'de');
export const SignInTurkishMobile = pageInLocale('/admin', 'tr');
export const DashboardEnglishMobile = pageInLocale('/admin/dashboard', 'en', { signedIn: true });
export const DashboardGermanMobile = pageInLocale('/admin/dashboard', 'de', { signedIn: true });
export const DashboardTurkishMobile = pageInLocale('/admin/dashboard', 'tr', { signedIn: true });
// The demo sites are the prospects' sites, in English whatever the console's language.
export const DemoStore = { ...pageStory('/admin/demo/1', 'desktop', { signedIn: true }), tags: ['skip-visual'], globals: { locale: 'en' } };
export const DemoStoreMobile = {
  ...pageStory('/admin/demo/1', 'mobile', { signedIn: true }),
  tags: ['skip-visual'],
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
};
export const DemoLanding = {
  ...pageStory('/admin/demo/2', 'desktop', { signedIn: true }),
  tags: ['skip-visual'],
  globals: { locale: 'en' },
};
export const DemoLandingMobile = {
  ...pageStory('/admin/demo/2', 'mobile', { signedIn: true }),
  tags: ['skip-visual'],
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
};
