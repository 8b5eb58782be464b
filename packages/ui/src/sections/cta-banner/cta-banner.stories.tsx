import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { CtaBanner } from './cta-banner';

const action = (href: string, label: string) => (
  <Button asChild size="lg">
    <a href={href}>{label}</a>
  </Button>
);

const de = {
  title: 'Erleben Sie ZK Agent mit Ihrem eigenen Anwendungsfall',
  description: 'Buchen Sie eine kostenlose Demo. Wir zeigen Ihnen den Agenten an Ihrem konkreten Beispiel und beantworten alle Fragen.',
  actions: action('/de/contact', 'Demo anfragen'),
};
const tr = {
  title: 'ZK Agent’ı kendi işletmenizde görün',
  description: 'Ücretsiz bir demo planlayın. Ajanı sizin kullanım senaryonuzla gösterelim ve tüm sorularınızı yanıtlayalım.',
  actions: action('/tr/contact', 'Demo talep edin'),
};

const meta = {
  title: 'Sections/CtaBanner',
  component: CtaBanner,
  args: {
    title: 'See ZK Agent working on your business',
    description: 'Book a free demo. We show you the agent with your own use case and answer all your questions.',
    actions: action('/en/contact', 'Request Demo'),
  },
  parameters: { localeArgs: { de, tr } },
  decorators: [(Story) => <div className="mx-auto max-w-5xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/en/contact');
  },
};
export const LongGerman: Story = { args: de };
export const Turkish: Story = { args: tr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
