import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '@story/variant-arg-types';
import { Button, buttonVariants } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: variantArgTypes(buttonVariants),
  args: { children: 'Book a free consultation', onClick: fn() },
  parameters: {
    localeArgs: {
      de: { children: 'Kostenlose Beratung vereinbaren' },
      tr: { children: 'Ücretsiz danışmanlık alın' },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book a free consultation' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn more' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'About us' } };
export const Link: Story = { args: { variant: 'link', children: 'Read the terms' } };

export const Sizes: Story = {
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
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  render: (args) => (
    <Button asChild variant={args.variant}>
      <a href="#contact">Contact us</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contact us' });
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
