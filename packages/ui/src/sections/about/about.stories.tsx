import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { About } from './about';
import { aboutDe, aboutEn, aboutTr } from './fixtures';

const meta = {
  title: 'Sections/About',
  component: About,
  args: aboutEn,
  parameters: {
    usage: {
      when: "The about page's body: mission, the four values and the vision with its highlights.",
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; within 3 lines (about 54 characters).',
        'Value titles: one line (“Kundenorientierung”, 18 characters, is the longest that fits).',
      ],
      states: ['English, German, Turkish, phone'],
    },
    localeArgs: { de: aboutDe, tr: aboutTr },
  },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByText(/24\/7 support/)).toBeVisible();
  },
};
export const LongGerman: Story = { args: aboutDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: aboutTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
