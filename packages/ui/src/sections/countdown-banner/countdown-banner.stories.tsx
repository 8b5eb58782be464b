import { isLocale, renderedArgs, type Locale } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountdownBanner } from './countdown-banner';
import { bannerLabelsDe, bannerLabelsEn, bannerLabelsTr, remaining } from './fixtures';

/** The decorator's line under the banner, in the story's language. */
const pageContinues: Record<Locale, string> = {
  en: 'The page continues below the banner.',
  de: 'Die Seite geht unter dem Banner weiter.',
  tr: 'Sayfa, bannerın altında devam ediyor.',
};

const meta = {
  title: 'Sections/CountdownBanner',
  component: CountdownBanner,
  args: { title: 'Spring launch: 20% off AI chatbot setup', remainingMs: remaining.calm, labels: bannerLabelsEn },
  parameters: {
    usage: {
      when: 'The live countdown at the top of public pages: its title, end date and days to seconds, the digits red when time is short.',
      limits: ['Title: one line on desktop, two on a phone; the date line wraps under it.'],
      states: [
        'Normal; red on the last day, below 12 hours, 30 minutes, 30 seconds',
        'Hidden at zero',
        'Overlay (arrived while the page was open), ended keeping its row',
        'German, Turkish, phone',
      ],
    },
    localeArgs: {
      de: { title: 'Frühjahrsstart: 20 % Rabatt auf die Chatbot-Einrichtung', labels: bannerLabelsDe },
      tr: { title: 'Bahar lansmanı: Chatbot kurulumunda %20 indirim', labels: bannerLabelsTr },
    },
  },
  decorators: [
    (Story, { globals }) => (
      <div className="min-h-48">
        {Story()}
        <p className="p-6 text-muted">{pageContinues[isLocale(globals.locale) ? globals.locale : 'en']}</p>
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const digitsAre =
  (state: 'urgent' | 'normal'): Story['play'] =>
  async (context) => {
    const banner = within(context.canvasElement).getByRole('region', { name: renderedArgs(context).labels.region });
    await expect(banner).toHaveAttribute('data-state', state);
  };

export const Normal: Story = {
  play: async (context) => {
    const { labels } = renderedArgs(context);
    const banner = within(context.canvasElement).getByRole('region', { name: labels.region });
    await expect(banner).toHaveAttribute('data-state', 'normal');
    await expect(banner).toHaveTextContent(labels.ends);
    await expect(banner.querySelector('[data-slot="countdown-banner-digits"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const RedLastDay: Story = { args: { remainingMs: remaining.lastDay }, play: digitsAre('urgent') };
export const RedHoursBelow12: Story = { args: { remainingMs: remaining.hoursBelow12 }, play: digitsAre('urgent') };
export const RedMinutesBelow30: Story = { args: { remainingMs: remaining.minutesBelow30 }, play: digitsAre('urgent') };
export const RedSecondsBelow30: Story = { args: { remainingMs: remaining.secondsBelow30 }, play: digitsAre('urgent') };
export const Hidden: Story = {
  args: { remainingMs: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
export const German: Story = {
  args: { title: 'Frühjahrsstart: 20 % Rabatt auf die Chatbot-Einrichtung', labels: bannerLabelsDe },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { title: 'Bahar lansmanı: Chatbot kurulumunda %20 indirim', labels: bannerLabelsTr },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const LongGermanMobile: Story = {
  args: { title: 'Frühjahrsstart: 20 % Rabatt auf die Einrichtung Ihres KI-Chatbots und der Terminvereinbarung', labels: bannerLabelsDe },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};
/** Arrived while the page was open: it slides in over the top of the page instead of pushing it down. */
export const Overlay: Story = {
  args: { placement: 'overlay' },
  play: async (context) => {
    const banner = within(context.canvasElement).getByRole('region', { name: renderedArgs(context).labels.region });
    await expect(getComputedStyle(banner).position).toBe('fixed');
  },
};
/** Time up while shown in the page's row: the row stays, empty, so nothing below moves. */
export const EndedKeepingItsRow: Story = {
  args: { remainingMs: 0, reserveSpace: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden]')!.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
