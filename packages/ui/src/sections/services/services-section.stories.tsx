import { renderedLocale, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comingSoonDe, comingSoonEn, comingSoonTr } from '../coming-soon-feature/fixtures';
import { ComingSoonFeature } from '../coming-soon-feature';
import { FutureServicesGrid } from '../future-services';
import { futureDe, futureEn, futureTr } from '../future-services/fixtures';
import { servicesDe, servicesEn, servicesTr } from './fixtures';
import { ServicesSection } from './services-section';

const meta = {
  title: 'Sections/ServicesSection',
  component: ServicesSection,
  tags: ['tiles'],
  args: servicesEn,
  parameters: {
    usage: {
      when: 'The offer: service cards, the featured agent card with its art and link, a closing button, and room for the coming-soon card and the future-services grid as children.',
      limits: [
        "At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; keep it within 4 lines (today's German, 62 characters, takes 4).",
        'Card titles: 20 px over 284 px, 14 to 17 characters a line; within 2 lines (about 34 characters).',
        'Words up to 19 characters fit a line (“Kundenkommunikation”); longer compounds need a hyphen.',
      ],
      states: ['Cards only', 'With the coming-soon card and the future-services grid', 'Without the button', 'German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: servicesDe, tr: servicesTr },
  },
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /Discover ZK Agent/ })).toHaveAttribute('href', '/en/zkagent');
    await expect(canvas.getByRole('link', { name: /See How It Works/ })).toHaveAttribute('href', '/en/contact');
  },
};
const upcoming = {
  en: { comingSoon: comingSoonEn, future: futureEn },
  de: { comingSoon: comingSoonDe, future: futureDe },
  tr: { comingSoon: comingSoonTr, future: futureTr },
};
/** The coming-soon card and the future-services grid under the cards, in a language. */
const upcomingIn = (locale: Locale) => (
  <>
    <ComingSoonFeature {...upcoming[locale].comingSoon} className="mt-10" />
    <FutureServicesGrid {...upcoming[locale].future} className="mt-10" />
  </>
);

export const WithComingSoon: Story = {
  args: { children: upcomingIn('en') },
  parameters: { localeArgs: { de: { children: upcomingIn('de') }, tr: { children: upcomingIn('tr') } } },
  play: async (context) => {
    const { comingSoon, future } = upcoming[renderedLocale(context)];
    const waitlistLabels = [comingSoon.waitlist.label, future.waitlistLabel];
    const links = within(context.canvasElement).getAllByRole('link', { name: (name) => waitlistLabels.includes(name) });
    await expect(links).toHaveLength(1 + future.items.length);
  },
};
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutAction: Story = {
  args: { action: undefined },
  parameters: { localeArgs: { de: { action: null }, tr: { action: null } } },
};
export const LongGerman: Story = { args: servicesDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: servicesTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: servicesDe, globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } } };
