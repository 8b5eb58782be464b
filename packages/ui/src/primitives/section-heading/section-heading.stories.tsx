import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyT } from '@story/copy';
import { variantArgTypes, variantDefaultArgs } from '@story/variant-arg-types';
import { SectionHeading, sectionHeadingVariants } from './section-heading';

const meta = {
  title: 'Primitives/SectionHeading',
  component: SectionHeading,
  argTypes: variantArgTypes(sectionHeadingVariants),
  args: {
    ...variantDefaultArgs(sectionHeadingVariants),
    eyebrow: 'How it works',
    title: 'From first call to live automation in 72 hours',
    description: 'We analyse your workflows, build the automations that pay off first and keep improving them every month.',
  },
  parameters: {
    usage: {
      when: "The eyebrow, title and description that open a section (h2), or a page's title (level 1). Centred on the marketing pages, start-aligned in the console and beside content.",
      limits: [
        'Title: at 390 px the headline size holds 15 to 21 characters a line; keep it within 3 lines (about 60 characters).',
        'Description: one or two sentences, up to about 180 characters.',
      ],
      states: ['Centred, Start', 'Page title (h1, no eyebrow)', 'Long German and Turkish copy, and on a phone'],
      do: ["One heading level below the one before: the page's h1, then the sections' h2."],
      dont: ['An eyebrow that repeats the title: leave it out instead.'],
    },
    localeArgs: {
      de: {
        eyebrow: 'So funktioniert es',
        title: 'Vom Erstgespräch zur laufenden Automatisierung in 72 Stunden',
        description:
          'Wir analysieren Ihre Abläufe, setzen zuerst die Automatisierungen um, die sich am schnellsten rechnen, und verbessern sie jeden Monat weiter.',
      },
      tr: {
        eyebrow: 'Nasıl çalışır',
        title: 'İlk görüşmeden çalışan otomasyona 72 saatte',
        description: 'İş akışlarınızı analiz ediyor, en hızlı geri dönüş sağlayan otomasyonları önce kuruyor ve her ay geliştiriyoruz.',
      },
    },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};
export const Start: Story = { args: { align: 'start' } };
// A page's h1 has no eyebrow: null under the toolbar's locales, as Storybook's parameter merge drops undefined.
export const PageTitle: Story = {
  args: { level: 1, eyebrow: undefined, title: 'About us' },
  parameters: {
    localeArgs: {
      de: { eyebrow: null, title: storyT('de')('common.aboutUs') },
      tr: { eyebrow: null, title: storyT('tr')('common.aboutUs') },
    },
  },
};
export const LongGerman: Story = {
  args: {
    eyebrow: 'Datenschutzkonforme Kundenkommunikation',
    title: 'Kundenanfragen rund um die Uhr beantworten, ohne Ihr Serviceteam zu überlasten',
    description:
      'Unsere KI-Assistenten übernehmen wiederkehrende Anfragen auf Ihrer Website, in WhatsApp, Telegram und Instagram, DSGVO-konform und nahtlos mit Ihrem CRM verbunden.',
  },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: {
    eyebrow: 'Süreç',
    title: 'İşletmeniz için yapay zekâ otomasyonu',
    description: 'Müşteri sorularını 7/24 yanıtlayın, potansiyel müşterileri kaçırmayın, randevuları otomatik planlayın.',
  },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
