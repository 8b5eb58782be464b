import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerDe, headerEn, headerPicker, headerTr } from './fixtures';
import { ServedMarkup } from './served-markup';
import { SiteHeader } from './site-header';

/** The header as a page in each language shows it, its picker included. */
const withPicker = {
  de: { ...headerDe, languagePicker: headerPicker('de') },
  tr: { ...headerTr, languagePicker: headerPicker('tr') },
};

const meta = {
  title: 'Sections/SiteHeader',
  component: SiteHeader,
  args: { ...headerEn, languagePicker: headerPicker('en') },
  parameters: {
    usage: {
      when: 'The header of every public page: logo, anchor and page links, About and Contact buttons, the language picker, a menu toggle on phones.',
      limits: ['Link labels: one line each; the German labels set the desktop breakpoint.'],
      states: ['Desktop, German, Turkish', 'Phone: menu closed, open (with and without scripts)'],
    },
    layout: 'fullscreen',
    localeArgs: { de: withPicker.de, tr: withPicker.tr },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu toggle's names and the Pricing link's text, in the language the story renders. */
function headerCopy(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { menuLabels, links } = renderedArgs(context);
  return { menuLabels, pricing: links.find(({ href }) => href.endsWith('#pricing'))!.label };
}

export const Desktop: Story = {};
export const German: Story = { args: withPicker.de, globals: { locale: 'de' } };
export const Turkish: Story = { args: withPicker.tr, globals: { locale: 'tr' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    const { menuLabels, pricing } = headerCopy(context);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: menuLabels.open });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link', { name: pricing }).some((link) => link.checkVisibility())).toBe(true);
    // The panel lies over the page under the bar: opening it moves nothing.
    await expect(canvasElement.querySelector('header')!.getBoundingClientRect().height).toBe(65);
  },
};

export const MobileMenuOpenGerman: Story = {
  args: withPicker.de,
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: withPicker.de.menuLabels.open });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(withPicker.de.menuLabels.close);
  },
};

/** The served HTML alone, as without scripts: the menu is a native popover that its button opens and closes. */
export const MobileMenuWithoutScripts: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ServedMarkup>
      <SiteHeader {...args} />
    </ServedMarkup>
  ),
  play: async (context) => {
    const { menuLabels, pricing: pricingLabel } = headerCopy(context);
    const canvas = within(context.canvasElement);
    const toggle = canvas.getByRole('button', { name: menuLabels.open });
    const pricing = () => canvas.getAllByRole('link', { name: pricingLabel, hidden: true }).at(-1)!;
    await expect(pricing()).not.toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(pricing()).toBeVisible());
    await expect(toggle).toHaveAccessibleName(menuLabels.close);
    await userEvent.click(toggle);
    await waitFor(() => expect(pricing()).not.toBeVisible());
    await expect(toggle).toHaveAccessibleName(menuLabels.open);
    await userEvent.click(toggle);
    await waitFor(() => expect(pricing()).toBeVisible());
  },
};

/** Without scripts, in Turkish: the language button opens links to the page in each language. */
export const LanguageLinksWithoutScripts: Story = {
  args: withPicker.tr,
  globals: { locale: 'tr', viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ServedMarkup>
      <SiteHeader {...args} />
    </ServedMarkup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dili değiştir: Türkçe, tr' }));
    const deutsch = canvas.getByRole('link', { name: /Deutsch/ });
    await waitFor(() => expect(deutsch).toBeVisible());
    await expect(deutsch).toHaveAttribute('href', '/de/faq');
  },
};

export const MobileGerman: Story = {
  args: withPicker.de,
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
};
