import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, MessageSquare } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { AgentHubArt } from './agent-hub-art';
import { ServiceCard } from './service-card';

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'AI Chatbots for Business',
    description: 'Answer customer questions instantly, 24/7, on your website, WhatsApp, Telegram and Instagram, in your brand’s voice.',
    icon: <MessageSquare />,
    className: 'max-w-sm',
  },
  parameters: {
    layout: 'padded',
    localeArgs: {
      de: {
        title: 'KI-Chatbots für Unternehmen',
        description: 'Beantworten Sie Kundenfragen sofort und rund um die Uhr – auf Ihrer Website, in WhatsApp, Telegram und Instagram, im Ton Ihrer Marke.',
      },
      tr: {
        title: 'İşletmeler için Yapay Zekâ Chatbotları',
        description: 'Müşteri sorularını web sitenizde, WhatsApp, Telegram ve Instagram’da 7/24, markanızın diliyle anında yanıtlayın.',
      },
    },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeaturedWithLink: Story = {
  args: {
    title: 'ZK Agent',
    description: 'Our most advanced AI agent handles support, bookings, lead capture and product recommendations in one, connected to your tools.',
    icon: <Bot />,
    badge: 'Flagship',
    featured: true,
    link: { href: '/en/zkagent', label: 'Discover ZK Agent' },
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
    title: 'KI-gestützte Website-Erstellung',
    description: 'Eine schnelle, moderne Website, mit KI erstellt, auf Conversions optimiert und vom ersten Tag an bereit für Ihren Chatbot.',
    link: { href: '/de/zkagent', label: 'ZK Agent entdecken' },
    badge: 'Flaggschiff',
  },
};
export const Turkish: Story = {
  args: {
    title: 'Potansiyel Müşteri Kazanımı ve CRM Entegrasyonu',
    description: 'Her ziyaretçiyi akıllı sohbetlerle nitelendirin, yapay zekâ ile puanlayın ve doğrudan CRM’inize aktarın.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
