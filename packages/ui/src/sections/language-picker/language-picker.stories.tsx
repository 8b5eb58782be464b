import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { languageOptions } from './fixtures';
import { LanguagePicker } from './language-picker';

const meta = {
  title: 'Sections/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', options: languageOptions, label: 'Change language', onChange: fn() },
  parameters: {
    localeArgs: { de: { value: 'de', label: 'Sprache wählen' }, tr: { value: 'tr', label: 'Dili değiştir' } },
  },
  decorators: [(Story) => <div className="flex min-h-56 justify-end p-4">{Story()}</div>],
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Change language/ }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(body.getAllByRole('menuitemradio')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChoosesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /Change language/ }).focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('tr');
    await expect(within(canvasElement).getByRole('button', { name: /Change language/ })).toHaveFocus();
  },
};

export const German: Story = { args: { value: 'de', label: 'Sprache wählen' } };
export const Turkish: Story = { args: { value: 'tr', label: 'Dili değiştir' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
