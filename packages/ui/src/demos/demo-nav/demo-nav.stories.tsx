import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderedArgs } from '@story/locale';
import { expect, within } from 'storybook/test';
import { demoAnalyticsEn } from '../demo-analytics/fixtures';
import { demoStoreEn } from '../demo-store/fixtures';
import { DemoNav } from './demo-nav';

const store = { label: demoStoreEn.copy.navLabel, items: demoStoreEn.copy.nav, href: '#products', tone: 'light' } as const;
const germanStore = {
  label: 'Shop-Navigation',
  items: ['Kopfhörer & Lautsprecher', 'Fitnessarmbänder und Smartwatches', 'Haussteuerung', 'Sonderangebote'],
};
const turkishStore = { label: 'Mağaza', items: ['Ses sistemleri', 'Giyilebilir cihazlar', 'Akıllı ev', 'Fırsatlar'] };

const meta = {
  title: 'Demos/DemoNav',
  component: DemoNav,
  args: store,
  parameters: {
    usage: {
      when: "A demo site's main navigation, in the header of the admin's demo pages (DemoStore, DemoAnalytics).",
      limits: ['Four or five short entries: they sit in one row beside the brand and hide below the md breakpoint.'],
      states: ['Light (the store)', 'Dark (the analytics landing)', 'Hidden on a phone'],
    },
    localeArgs: { de: germanStore, tr: turkishStore },
  },
  decorators: [
    (Story, { args }) => (
      <div className={args.tone === 'dark' ? 'flex bg-[#070b16] p-5' : 'flex bg-white p-5 [color-scheme:light]'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async (context) => {
    const { label, items } = renderedArgs(context);
    const nav = within(context.canvasElement).getByRole('navigation', { name: label });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(items.map(() => '#products'));
  },
};
export const Dark: Story = {
  args: { label: demoAnalyticsEn.navLabel, items: demoAnalyticsEn.nav, href: '#features', tone: 'dark' },
  // The analytics demo is in English only: the story keeps its language whatever the toolbar says.
  globals: { locale: 'en' },
};
export const LongGerman: Story = { args: germanStore, globals: { locale: 'de' } };
export const Turkish: Story = { args: turkishStore, globals: { locale: 'tr' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
