import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServedMarkup } from '../site-header/served-markup';
import { languageLabel, languageOptions } from './fixtures';
import { LanguagePicker } from './language-picker';

const meta = {
  title: 'Sections/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', options: languageOptions, label: languageLabel('en'), onChange: fn() },
  parameters: {
    usage: {
      when: "The header's language menu: a button naming the current language, a menu of the three, each a real link to the same page in that language (it works without scripts).",
      limits: ['Language names in their own language (English, Deutsch, Türkçe).'],
      states: ['Closed, open, chosen by keyboard', 'Links without scripts', 'German, Turkish, phone'],
    },
    localeArgs: { de: { value: 'de', label: languageLabel('de') }, tr: { value: 'tr', label: languageLabel('tr') } },
  },
  decorators: [(Story) => <div className="flex min-h-56 justify-end p-4">{Story()}</div>],
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger: its accessible name holds the label (in the story's language) and the current code. */
const trigger = (label: string) => ({ name: (name: string) => name.includes(label) });

export const Closed: Story = {};

export const Open: Story = {
  play: async (context) => {
    const { label, onChange } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    const { canvasElement } = context;
    await userEvent.click(canvas.getByRole('button', trigger(label)));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(body.getAllByRole('menuitemradio')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(onChange).not.toHaveBeenCalled();
  },
};

export const ChoosesByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { label, value, options, onChange } = renderedArgs(context);
    // The last language, or the first when the story is in the last.
    const last = options.at(-1)!.code;
    const [key, chosen] = value === last ? ['{Home}', options[0]!.code] : ['{End}', last];
    within(canvasElement).getByRole('button', trigger(label)).focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.keyboard(`${key}{Enter}`);
    await expect(onChange).toHaveBeenCalledWith(chosen);
    await expect(within(canvasElement).getByRole('button', trigger(label))).toHaveFocus();
  },
};

export const German: Story = { args: { value: 'de', label: languageLabel('de') }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { value: 'tr', label: languageLabel('tr') }, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * The served HTML alone, as before or without scripts: the button opens a native popover of links
 * to the same page in each language, the current one checked.
 */
export const LinksWithoutScripts: Story = {
  render: (args) => (
    <ServedMarkup>
      <LanguagePicker {...args} />
    </ServedMarkup>
  ),
  play: async (context) => {
    const args = renderedArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', trigger(args.label)));
    const links = canvas.getAllByRole('link');
    await waitFor(() => expect(links[0]).toBeVisible());
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/faq', '/de/faq', '/tr/faq']);
    await expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'de', 'tr']);
    await expect(canvas.getByRole('link', { current: true })).toHaveAttribute('lang', args.value);
    // Its button closes it again (Escape and a click outside do too, but only for real input events).
    await userEvent.click(canvas.getByRole('button', trigger(args.label)));
    await waitFor(() => expect(links[0]).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', trigger(args.label)));
    await waitFor(() => expect(links[0]).toBeVisible());
  },
};
export const LinksWithoutScriptsGerman: Story = {
  ...LinksWithoutScripts,
  args: { value: 'de', label: languageLabel('de') },
  globals: { locale: 'de' },
};
export const LinksWithoutScriptsTurkishMobile: Story = {
  ...LinksWithoutScripts,
  args: { value: 'tr', label: languageLabel('tr') },
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
};
