import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '@story/variant-arg-types';
import { Glow, glowVariants } from './glow';

const meta = {
  title: 'Primitives/Glow',
  component: Glow,
  argTypes: variantArgTypes(glowVariants),
  args: { variant: 'hero' },
  parameters: {
    usage: {
      when: 'The light behind a section: the hero, an inner page intro, the sign-in form, the benefits, a call-to-action banner, a coming-soon card.',
      limits: ['Decoration only: no text, hidden from assistive technology; the parent must be relative and isolate.'],
      states: ['One story per variant', 'Mobile'],
    },
  },
  decorators: [
    (Story) => (
      <div className="relative isolate h-[36rem] overflow-hidden bg-background">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Glow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
export const Intro: Story = { args: { variant: 'intro' } };
export const Form: Story = { args: { variant: 'form' } };
export const Floor: Story = { args: { variant: 'floor' } };
export const Banner: Story = { args: { variant: 'banner' } };
export const Corner: Story = { args: { variant: 'corner' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
