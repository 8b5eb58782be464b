import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { processDe, processEn, processTr } from './fixtures';
import { ProcessSection } from './process-section';

const meta = {
  title: 'Sections/ProcessSection',
  component: ProcessSection,
  args: processEn,
  parameters: {
    usage: {
      when: 'How the work runs, as numbered steps (three on the home page).',
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; within 3 lines (about 50 characters).',
        'Step titles: one line at 390 px (about 23 characters).',
      ],
      states: ['English, German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: processDe, tr: processTr },
  },
} satisfies Meta<typeof ProcessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Analyze',
      'Build & Implement',
      'Maintain & Improve',
    ]);
    await expect(steps[0]!.textContent).toMatch(/^01/);
  },
};
export const LongGerman: Story = { args: processDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: processTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
