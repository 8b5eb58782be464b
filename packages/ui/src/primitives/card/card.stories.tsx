import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes, variantDefaultArgs } from '@story/variant-arg-types';
import { Card, CardDescription, CardTitle, cardVariants, type CardProps } from './card';

interface DemoArgs extends Pick<CardProps, 'tone' | 'padding'> {
  title: string;
  description: string;
}

function DemoCard({ title, description, tone, padding }: DemoArgs) {
  return (
    <Card tone={tone} padding={padding} className="max-w-sm">
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: DemoCard,
  argTypes: variantArgTypes(cardVariants),
  args: {
    ...variantDefaultArgs(cardVariants),
    title: 'AI Chatbots for Business',
    description: 'Answer customer questions instantly, day and night, on your website, WhatsApp, Telegram and Instagram.',
  },
  parameters: {
    usage: {
      when: "A rounded surface that groups one item's title, text and action: a service, a pricing tier, a step. Use a plain section for content that is not one of a set.",
      limits: [
        'Title: up to about 40 characters (German “KI-Chatbots für Unternehmen” is 27); text 2 to 3 lines at 390 px, about 160 characters.',
      ],
      states: [
        'Default, Featured (accent gradient border), Interactive (lights up on hover)',
        'Long German and Turkish copy, and on a phone',
      ],
      do: [
        'Featured for one card in a row at most: the tier or service to look at first.',
        'Cards in a row hold the same kinds of content, so they line up.',
        'Interactive only when the whole card is one link.',
      ],
      dont: [
        "A card inside a card: use the card's own spacing (padding lg) instead.",
        'Several featured cards in one row: the emphasis cancels out.',
      ],
    },
    localeArgs: {
      de: {
        title: 'KI-Chatbots für Unternehmen',
        description: 'Beantworten Sie Kundenfragen sofort, rund um die Uhr: auf Ihrer Website, in WhatsApp, Telegram und Instagram.',
      },
      tr: {
        title: 'İşletmeler için Yapay Zekâ Chatbotları',
        description: 'Müşteri sorularını web sitenizde, WhatsApp, Telegram ve Instagram’da gece gündüz anında yanıtlayın.',
      },
    },
  },
} satisfies Meta<typeof DemoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Featured: Story = { args: { tone: 'featured' } };
export const Interactive: Story = { args: { tone: 'interactive' } };
export const LongGerman: Story = {
  args: {
    title: 'Terminvereinbarung und Kalenderabgleich vollautomatisch',
    description:
      'Ihr Assistent bietet freie Zeitfenster an, bestätigt Termine, verschickt Erinnerungen und trägt alles direkt in Ihren Geschäftskalender ein, ohne manuelles Nachfassen.',
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: {
    title: 'Potansiyel Müşteri Kazanımı ve CRM Entegrasyonu',
    description: 'Her görüşmeyi nitelendirin, verileri doğrudan CRM’inize aktarın ve hiçbir fırsatı kaçırmayın.',
  },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
