import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { variantArgTypes, variantDefaultArgs } from '@story/variant-arg-types';
import { Button, buttonVariants } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: variantArgTypes(buttonVariants),
  args: { ...variantDefaultArgs(buttonVariants), children: 'Book a free consultation', onClick: fn() },
  parameters: {
    usage: {
      when: 'Every action a visitor or the operator takes: one primary button per view for its main action, secondary beside it, ghost for quiet and icon-only actions, danger for destructive ones, link for an action inside text. A link that only navigates is a link (asChild with an anchor), not a button with a click handler.',
      limits: [
        'Label: a verb first, 2 to 4 words; at 390 px a md button holds about 30 characters in one line, German labels run a third longer: give a button that may hold one wrap, or shorten the copy.',
        'Icon-only buttons (size icon or iconSm) need an accessible name through aria-label.',
      ],
      states: [
        'Primary, Secondary, Ghost, Link',
        'Sizes sm, md, lg',
        'With an icon after the label',
        'Disabled: dimmed by colour, the label still reads at AA',
        'Long German and Turkish labels, and on a phone',
      ],
      do: [
        'One primary button per view; the next most likely action as secondary.',
        'Start the label with a verb the visitor would say: “Book a free consultation”.',
        'Set wrap where a translated label may be long (forms, cards on a phone).',
      ],
      dont: [
        'Two primary buttons side by side: make one secondary.',
        'A button that only navigates: use asChild with a link.',
        'Colour or opacity changes of your own: the variants carry the contrast checks.',
      ],
    },
    localeArgs: {
      de: { children: 'Kostenlose Beratung vereinbaren' },
      tr: { children: 'Ücretsiz danışmanlık alın' },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async (context) => {
    const { children, onClick } = renderedArgs(context);
    const button = within(context.canvasElement).getByRole('button', { name: String(children) });
    await userEvent.click(button);
    await expect(onClick).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
  },
};

/** A story's button text in German and Turkish under the toolbar's locale. */
const text = (de: string, tr: string) => ({ localeArgs: { de: { children: de }, tr: { children: tr } } });
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Learn more' },
  parameters: text('Mehr erfahren', 'Daha fazla bilgi'),
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'About us' },
  parameters: text(storyT('de')('common.aboutUs'), storyT('tr')('common.aboutUs')),
};
export const Link: Story = { args: { variant: 'link', children: 'Read the terms' }, parameters: text('AGB lesen', 'Koşulları okuyun') };

export const Sizes: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <Button {...args}>
      {args.children}
      <ArrowRight aria-hidden />
    </Button>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submitting...' },
  parameters: text(storyT('de')('common.submitting'), storyT('tr')('common.submitting')),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  args: { children: 'Contact us' },
  parameters: { localeArgs: { de: { children: 'Kontakt' }, tr: { children: 'İletişim' } } },
  render: (args) => (
    <Button asChild variant={args.variant}>
      <a href="#contact">{args.children}</a>
    </Button>
  ),
  play: async (context) => {
    const link = within(context.canvasElement).getByRole('link', { name: String(renderedArgs(context).children) });
    await expect(link).toHaveAttribute('href', '#contact');
  },
};

export const LongGerman: Story = {
  args: { children: 'Kostenloses KI-Strategiegespräch vereinbaren', size: 'lg' },
  globals: { locale: 'de' },
};

export const Turkish: Story = {
  args: { children: 'Ücretsiz yapay zekâ strateji görüşmesi planlayın', size: 'lg' },
  globals: { locale: 'tr' },
};

export const Mobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: { children: 'Kostenlose Beratung vereinbaren', className: 'w-full' },
};
