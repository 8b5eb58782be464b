import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { PageIntro } from './page-intro';

const meta = {
  title: 'Sections/PageIntro',
  component: PageIntro,
  args: {
    title: 'Frequently asked questions',
    lead: 'Everything you want to know about our AI chatbots and automation, in one place.',
  },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      de: { title: 'Häufig gestellte Fragen', lead: 'Alles Wissenswerte zu unseren KI-Chatbots und Automatisierungslösungen auf einen Blick.' },
      tr: { title: 'Sıkça sorulan sorular', lead: 'Yapay zekâ chatbotlarımız ve otomasyon çözümlerimiz hakkında bilmek istedikleriniz tek bir yerde.' },
    },
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
  },
};
export const WithActions: Story = {
  args: {
    eyebrow: 'ZK Agent',
    actions: (
      <>
        <Button asChild size="lg"><a href="/en/contact">Request Demo</a></Button>
        <Button asChild size="lg" variant="secondary"><a href="#features">Explore features</a></Button>
      </>
    ),
  },
};
export const LongGerman: Story = {
  args: {
    title: 'Sprechen wir über Ihre Automatisierung und darüber, wo KI sich für Sie wirklich lohnt',
    lead: 'Erzählen Sie uns, wo Ihr Team Zeit verliert. Wir antworten innerhalb von 24 Stunden mit konkreten Ideen, kostenlos und unverbindlich.',
  },
};
export const Turkish: Story = {
  args: { title: 'Bekleme listesine katılın', lead: 'Yeni yapay zekâ hizmetlerimiz neredeyse hazır. İlgilendiklerinizi seçin, ilk deneyenlerden olun.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
