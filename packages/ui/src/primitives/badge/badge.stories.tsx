import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyT } from '@story/copy';
import { variantArgTypes, variantDefaultArgs } from '@story/variant-arg-types';
import { Badge, badgeVariants } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: variantArgTypes(badgeVariants),
  args: { ...variantDefaultArgs(badgeVariants), children: 'Coming Soon' },
  parameters: {
    usage: {
      when: 'A short status or category beside a title: Coming Soon on a service, Active or Inactive on a countdown. Not for actions (a Button) or for counts that change while one looks (plain text).',
      limits: ['One or two words, under about 20 characters in every language: a badge never wraps (whitespace-nowrap).'],
      states: ['Neutral, Accent, Success, Danger', 'Long German and Turkish labels, and on a phone'],
      do: [
        'Accent for news (Coming Soon), success and danger only for a state.',
        'Keep the wording the same across the site: one badge word per meaning.',
      ],
      dont: [
        'A badge as the only sign of a state: say it in the text or the title too.',
        'Sentences in a badge: it does not wrap; use a note under the title.',
      ],
    },
    localeArgs: { de: { children: 'Demnächst' }, tr: { children: 'Çok yakında' } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent' } };
/** A countdown's status badge in German and Turkish, from the dictionary. */
const status = (key: 'active' | 'inactive') => ({
  localeArgs: { de: { children: storyT('de')(`admin.countdowns.${key}`) }, tr: { children: storyT('tr')(`admin.countdowns.${key}`) } },
});
export const Success: Story = { args: { tone: 'success', children: 'Active' }, parameters: status('active') };
export const Danger: Story = { args: { tone: 'danger', children: 'Inactive' }, parameters: status('inactive') };
export const LongGerman: Story = { args: { tone: 'accent', children: 'Demnächst verfügbar' }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { tone: 'accent', children: 'Çok yakında' }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
