import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, MessageSquare } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { AgentHubArt } from './agent-hub-art';
import { ServiceCard } from './service-card';

/** A card's copy as the home page shows it, from the dictionary's services. */
const card = (locale: Locale, key: keyof (typeof storyCopy)['en']['home']['services']['items']) => storyCopy[locale].home.services.items[key];
const agentLink = (locale: Locale) => ({ href: `/${locale}/zkagent`, label: storyCopy[locale].home.services.agentLink });

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  args: { ...card('en', 'chatbots'), icon: <MessageSquare />, className: 'max-w-sm' },
  parameters: {
    layout: 'padded',
    localeArgs: { de: card('de', 'chatbots'), tr: card('tr', 'chatbots') },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeaturedWithLink: Story = {
  args: {
    ...card('en', 'agent'),
    icon: <Bot />,
    badge: storyCopy.en.home.services.agentBadge,
    featured: true,
    link: agentLink('en'),
    className: 'max-w-xl',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Discover ZK Agent' });
    await expect(link).toHaveAttribute('href', '/en/zkagent');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const FeaturedWithArt: Story = {
  args: {
    ...FeaturedWithLink.args,
    art: <AgentHubArt className="w-full max-w-64" />,
    className: 'max-w-3xl',
  },
};
export const WithoutIcon: Story = { args: { icon: undefined } };
export const LongGerman: Story = {
  args: {
    ...card('de', 'websites'),
    link: agentLink('de'),
    badge: storyCopy.de.home.services.agentBadge,
  },
};
export const Turkish: Story = {
  args: {
    ...card('tr', 'leadGeneration'),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
