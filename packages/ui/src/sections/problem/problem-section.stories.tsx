import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { problemDe, problemEn, problemTr } from './fixtures';
import { ProblemSection } from './problem-section';

const meta = {
  title: 'Sections/ProblemSection',
  component: ProblemSection,
  args: problemEn,
  parameters: {
    usage: {
      when: 'Names the pains the offer solves, as a grid of four cards under a section heading. For benefits use BenefitsSection; for steps ProcessSection.',
      limits: [
        'At 390 px the title is set at 32 px over 350 px: 15 to 21 characters a line in German and Turkish; keep it within 3 lines (about 50 characters).',
        'Card titles: 18 px in a 220 px column on a phone, 13 to 20 characters a line; within 3 lines (about 45 characters), no word over 18 characters (“Terminvereinbarung”).',
        'Four cards read best; an odd number leaves a gap on desktop.',
      ],
      states: ['With icons (decorative, hidden from screen readers)', 'Without icons', 'German, Turkish, phone'],
    },
    layout: 'fullscreen',
    localeArgs: { de: problemDe, tr: problemTr },
  },
} satisfies Meta<typeof ProblemSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: problemEn.title as string });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Missed leads mean lost revenue' })).toBeVisible();
  },
};
const withoutIcons = (problem: typeof problemEn) => ({ ...problem, items: problem.items.map(({ icon: _icon, ...item }) => item) });
export const WithoutIcons: Story = {
  args: withoutIcons(problemEn),
  parameters: { localeArgs: { de: withoutIcons(problemDe), tr: withoutIcons(problemTr) } },
};
export const LongGerman: Story = { args: problemDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: problemTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: problemDe, globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } } };
