import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '@story/variant-arg-types';
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
    title: 'AI Chatbots for Business',
    description: 'Answer customer questions instantly, day and night, on your website, WhatsApp, Telegram and Instagram.',
  },
  parameters: {
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
