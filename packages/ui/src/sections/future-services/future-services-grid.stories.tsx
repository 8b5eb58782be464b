import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { futureDe, futureEn, futureTr } from './fixtures';
import { FutureServicesGrid } from './future-services-grid';

const meta = {
  title: 'Sections/FutureServicesGrid',
  component: FutureServicesGrid,
  tags: ['tiles'],
  args: futureEn,
  parameters: {
    usage: {
      when: 'The services in preparation as a compact grid, each with a Join Waitlist link carrying its id.',
      limits: [
        'Heading: 24 px, about 19 characters a line on a phone; within 2 lines.',
        'Item titles: one line on desktop, two on a phone.',
      ],
      states: ['With badges', 'Without badges', 'German, Turkish, phone'],
    },
    layout: 'padded',
    localeArgs: { de: futureDe, tr: futureTr },
  },
} satisfies Meta<typeof FutureServicesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const ids = ['personalized-email', 'social-media', 'phone-callers', 'instagram', 'twitter', 'telegram'];

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Join Waitlist' });
    await expect(links.map((link) => new URL(link.getAttribute('href')!, 'http://x').searchParams.get('service'))).toEqual(ids);
    await expect(links[2]).toHaveAccessibleDescription('AI Phone Callers');
  },
};
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutBadges: Story = {
  args: { badge: undefined },
  parameters: { localeArgs: { de: { badge: null }, tr: { badge: null } } },
};
export const LongGerman: Story = { args: futureDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: futureTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
