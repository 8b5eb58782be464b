import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { AdminNav } from './admin-nav';
import { adminNavItems } from './fixtures';

const args = (locale: 'en' | 'de' | 'tr') => ({
  label: storyT(locale)('admin.nav.label'),
  items: adminNavItems(locale),
  currentId: 'overview',
});
const copy = { args: args('en'), localeArgs: { de: args('de'), tr: args('tr') } };
/** The nav's copy in German and Turkish (without the current entry, which each story sets). */
const { currentId: _de, ...navDe } = copy.localeArgs.de;
const { currentId: _tr, ...navTr } = copy.localeArgs.tr;

const meta = {
  title: 'Admin/AdminNav',
  component: AdminNav,
  args: copy.args,
  parameters: {
    usage: {
      when: "The operator console's navigation between its areas (overview, countdowns, inbox, announcements, mail log); the current area is marked for screen readers too.",
      limits: [
        'Item labels: one or two words; the German ones are the longest and still fit one row at 1280 px, wrapping into two rows at 390 px.',
      ],
      states: ['Overview current, Mail log current', 'Long German and Turkish, and on a phone'],
    },
    localeArgs: { de: navDe, tr: navTr },
  },
} satisfies Meta<typeof AdminNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async (context) => {
    const { label, items, currentId } = renderedArgs(context);
    const current = items.find((item) => item.id === currentId)!;
    const nav = within(context.canvasElement).getByRole('navigation', { name: label });
    await expect(within(nav).getByRole('link', { name: current.label })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: current.label })).toHaveFocus();
  },
};
export const MailLogCurrent: Story = { args: { currentId: 'mail' } };
export const LongGerman: Story = {
  args: { label: copy.localeArgs.de.label, items: copy.localeArgs.de.items, currentId: 'announcements' },
  globals: { locale: 'de' },
};
export const Turkish: Story = {
  args: { label: copy.localeArgs.tr.label, items: copy.localeArgs.tr.items, currentId: 'settings' },
  globals: { locale: 'tr' },
};
export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { label: copy.localeArgs.de.label, items: copy.localeArgs.de.items, currentId: 'settings' },
};
