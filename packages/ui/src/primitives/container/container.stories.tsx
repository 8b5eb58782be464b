import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes, variantDefaultArgs } from '@story/variant-arg-types';
import { Container, containerVariants } from './container';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  // Its sample copy is English: the story keeps it whatever the locale toolbar says.
  globals: { locale: 'en' },
  argTypes: variantArgTypes(containerVariants),
  args: {
    ...variantDefaultArgs(containerVariants),
    children: (
      <div className="rounded-card border border-dashed border-border-strong p-6 text-muted">
        Content sits within the page width, with side padding that grows with the screen.
      </div>
    ),
  },
  parameters: {
    usage: {
      when: "The page width with side padding: every section's content sits in one. Prose (legal pages, About) uses the prose width, forms the narrow one.",
      states: ['Page (76 rem), Prose, Narrow', "On a phone: the side padding shrinks, the width is the screen's"],
      do: ["One Container per section, directly inside the section's own background."],
      dont: ['Nesting Containers: the side padding doubles.'],
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Prose: Story = { args: { width: 'prose' } };
export const Narrow: Story = { args: { width: 'narrow' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
