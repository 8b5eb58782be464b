import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs, type Locale } from '@story/locale';
import { CountdownManager } from './countdown-manager';
import { countdownLabelsDe, countdownLabelsEn, countdownLabelsTr, countdownRows, countdownRowsIn } from './fixtures';
import type { CountdownRow } from './labels';

const meta = {
  title: 'Admin/CountdownManager',
  component: CountdownManager,
  args: {
    labels: countdownLabelsEn,
    items: countdownRows,
    onCreate: fn(async () => true),
    onToggle: fn(),
    onDelete: fn(),
  },
  parameters: {
    usage: {
      when: "The dashboard's countdowns: create one, toggle it active, delete it after confirmation.",
      limits: ['Countdown titles: two lines in the list on a phone; a longer one is cut there and shown whole while its row has focus.'],
      states: ['List, empty, loading', 'Missing fields, creating, create error, list error', 'German, phone'],
    },
    localeArgs: {
      de: { labels: countdownLabelsDe, items: countdownRowsIn.de },
      tr: { labels: countdownLabelsTr, items: countdownRowsIn.tr },
    },
  },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-6">{Story()}</div>],
} satisfies Meta<typeof CountdownManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async (context) => {
    const { labels, items, onToggle, onDelete } = renderedArgs(context);
    const [spring, webinar] = items as [CountdownRow, CountdownRow];
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(labels.inactive) && name.includes(webinar.title) }));
    await expect(onToggle).toHaveBeenCalledWith(webinar.id);
    await userEvent.click(canvas.getByRole('button', { name: labels.deleteLabel(spring.title) }));
    const confirm = canvas.getByRole('alertdialog', { name: labels.confirmTitle });
    await expect(within(confirm).getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.deleteLabel(spring.title) }));
    await userEvent.click(canvas.getByRole('button', { name: labels.confirm }));
    await expect(onDelete).toHaveBeenCalledWith(spring.id);
  },
};

/** No countdowns, under the toolbar's locales too (the meta's localeArgs bring their own). */
const noItems = { localeArgs: { de: { items: [] }, tr: { items: [] } } };

export const Empty: Story = {
  args: { items: [] },
  parameters: noItems,
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(renderedArgs(context).labels.empty)).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true }, parameters: noItems };

export const MissingFields: Story = {
  play: async (context) => {
    const { labels, onCreate } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.titleLabel), 'Launch');
    await userEvent.click(canvas.getByRole('button', { name: labels.create }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.missingFields);
    await expect(onCreate).not.toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: renderedArgs(context).labels.creating })).toBeDisabled();
  },
};

export const CreateError: Story = {
  args: { createError: storyT('en')('admin.countdowns.createFailed') },
  parameters: {
    localeArgs: {
      de: { createError: storyT('de')('admin.countdowns.createFailed') },
      tr: { createError: storyT('tr')('admin.countdowns.createFailed') },
    },
  },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(renderedArgs(context).createError!);
  },
};

/** The list could not be read, or a toggle or delete failed: the message stands above the list. */
export const ListError: Story = {
  args: { listError: storyT('en')('admin.countdowns.toggleFailed') },
  parameters: {
    localeArgs: {
      de: { listError: storyT('de')('admin.countdowns.toggleFailed') },
      tr: { listError: storyT('tr')('admin.countdowns.toggleFailed') },
    },
  },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(renderedArgs(context).listError!);
  },
};

export const ListErrorGerman: Story = {
  args: { labels: countdownLabelsDe, listError: storyT('de')('admin.countdowns.loadFailed'), items: [] },
  globals: { locale: 'de' },
};

export const German: Story = { args: { labels: countdownLabelsDe, items: countdownRowsIn.de }, globals: { locale: 'de' } };

/**
 * Each title within two lines and never cut sideways; the longest shows whole, and title attributes
 * name every title, while its row's toggle has focus.
 */
const titlesWrap: Story['play'] = async (context) => {
  const { items, labels } = renderedArgs(context);
  const canvas = within(context.canvasElement);
  const titles = within(canvas.getByRole('list', { name: labels.listLabel })).getAllByText(
    (_, element) => element?.tagName === 'P' && element.hasAttribute('title'),
  );
  const lines = (element: HTMLElement) =>
    Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
  for (const [index, title] of titles.entries()) {
    await expect(title).toHaveAttribute('title', items[index]!.title);
    await expect(lines(title)).toBeLessThanOrEqual(2);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  }
  const longest = items.reduce((long, item) => (item.title.length > long.title.length ? item : long));
  const row = titles[items.indexOf(longest)]!;
  canvas.getByRole('button', { name: (name) => name.endsWith(`: ${longest.title}`) }).focus();
  await expect(row.scrollHeight).toBeLessThanOrEqual(row.clientHeight);
  (document.activeElement as HTMLElement | null)?.blur();
};

const mobile = (locale: Locale): Story => ({
  args: { labels: { en: countdownLabelsEn, de: countdownLabelsDe, tr: countdownLabelsTr }[locale], items: countdownRowsIn[locale] },
  globals: { locale, viewport: { value: 'mobile', isRotated: false } },
  play: titlesWrap,
});
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: titlesWrap };
/** Long German and Turkish titles on a phone: two lines each, the longest cut there. */
export const MobileGerman = mobile('de');
export const MobileTurkish = mobile('tr');
