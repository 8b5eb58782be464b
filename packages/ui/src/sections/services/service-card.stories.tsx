import { storyContext } from '@story/copy';
import { renderedArgs, renderedLocale, type Locale } from '@story/locale';
import { servicesProps } from '@zk/site/props';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ServiceCard } from './service-card';

/** A card as the home page shows it, by the site's own `servicesProps` (its icon, and for the agent its badge, link and art). */
const card = (locale: Locale, id: string) => {
  const { id: _id, ...found } = servicesProps(storyContext(locale)).services.find((service) => service.id === id)!;
  return found;
};
const { art, ...agent } = card('en', 'agent');
/** The featured agent card without its art, in a language. */
const agentIn = (locale: Locale) => {
  const { art: _art, ...found } = card(locale, 'agent');
  return found;
};

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  args: { ...card('en', 'chatbots'), className: 'max-w-sm' },
  parameters: {
    usage: {
      when: 'One service: icon, title, description and, when featured, a badge, a link and art. Used by ServicesSection; use it alone only in a grid of its siblings.',
      limits: ['Title: 20 px, within 2 lines on a phone (about 34 characters).', 'Description: 2 to 3 sentences.'],
      states: ['Plain', 'Featured with its link', 'Featured with art', 'Without icon', 'German, Turkish, phone'],
    },
    layout: 'padded',
    localeArgs: { de: card('de', 'chatbots'), tr: card('tr', 'chatbots') },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeaturedWithLink: Story = {
  args: { ...agent, className: 'max-w-xl' },
  parameters: { localeArgs: { de: agentIn('de'), tr: agentIn('tr') } },
  play: async (context) => {
    const { canvasElement } = context;
    const { link: agentLink } = renderedArgs(context);
    const link = within(canvasElement).getByRole('link', { name: agentLink!.label });
    await expect(link).toHaveAttribute('href', `/${renderedLocale(context)}/zkagent`);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const FeaturedWithArt: Story = {
  args: {
    ...FeaturedWithLink.args,
    art,
    className: 'max-w-3xl',
  },
  parameters: FeaturedWithLink.parameters,
};
// null, not undefined: Storybook's parameter merge drops an undefined `localeArgs` value, and the meta's would show.
export const WithoutIcon: Story = {
  args: { icon: undefined },
  parameters: { localeArgs: { de: { icon: null }, tr: { icon: null } } },
};
export const LongGerman: Story = {
  args: { ...card('de', 'websites'), link: card('de', 'agent').link, badge: card('de', 'agent').badge },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: {
    ...card('tr', 'leadGeneration'),
  },
  globals: { locale: 'tr' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
