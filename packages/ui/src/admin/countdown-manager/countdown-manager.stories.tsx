import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { CountdownManager } from './countdown-manager';
import { countdownLabelsDe, countdownLabelsEn, countdownLabelsTr, countdownRows } from './fixtures';

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
      limits: ['Countdown titles: two lines in the list on a phone.'],
      states: ['List, empty, loading', 'Missing fields, creating, create error, list error', 'German, phone'],
    },
    localeArgs: { de: { labels: countdownLabelsDe }, tr: { labels: countdownLabelsTr } },
  },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-6">{Story()}</div>],
} satisfies Meta<typeof CountdownManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Inactive.*Webinar/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Spring launch offer”' }));
    const confirm = canvas.getByRole('alertdialog', { name: 'Delete this countdown?' });
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Spring launch offer”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('a');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No countdowns yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Title'), 'Launch');
    await userEvent.click(canvas.getByRole('button', { name: 'Create countdown' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const CreateError: Story = {
  args: { createError: storyT('en')('admin.countdowns.createFailed') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to create countdown');
  },
};

/** The list could not be read, or a toggle or delete failed: the message stands above the list. */
export const ListError: Story = {
  args: { listError: storyT('en')('admin.countdowns.toggleFailed') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The countdown could not be switched');
  },
};

export const ListErrorGerman: Story = {
  args: { labels: countdownLabelsDe, listError: storyT('de')('admin.countdowns.loadFailed'), items: [] },
  globals: { locale: 'de' },
};

export const German: Story = { args: { labels: countdownLabelsDe }, globals: { locale: 'de' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
