import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComingSoonFeature } from './coming-soon-feature';
import { comingSoonDe, comingSoonEn, comingSoonTr } from './fixtures';

const meta = {
  title: 'Sections/ComingSoonFeature',
  component: ComingSoonFeature,
  args: comingSoonEn,
  parameters: {
    usage: {
      when: 'One upcoming service in detail, with its badge, four features and a waitlist link carrying the service id. For several upcoming services use FutureServicesGrid.',
      limits: [
        'Title: 24 px over 292 px on a phone, about 14 characters a line; within 2 lines (about 28 characters).',
        'Features: four short lines.',
      ],
      states: ['With icon', 'Without icon', 'German, Turkish, phone'],
    },
    layout: 'padded',
    localeArgs: { de: comingSoonDe, tr: comingSoonTr },
  },
} satisfies Meta<typeof ComingSoonFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Join Waitlist' });
    await expect(link).toHaveAttribute('href', '/en/waitlist?service=cold-email');
    await expect(link).toHaveAccessibleDescription('AI Automated Cold Email Outreach');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutIcon: Story = {
  args: { icon: undefined },
  parameters: { localeArgs: { de: { icon: null }, tr: { icon: null } } },
};
export const LongGerman: Story = { args: comingSoonDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: comingSoonTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
