import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgentFeatures } from './agent-features';
import { agentGroupsDe, agentGroupsEn, agentGroupsIn, agentGroupsTr } from './fixtures';

const meta = {
  title: 'Sections/AgentFeatures',
  component: AgentFeatures,
  args: { groups: agentGroupsEn },
  parameters: {
    usage: {
      when: "The ZK Agent page's feature groups: numbered, each with a bullet list and an illustration, alternating sides on desktop.",
      limits: ['Group titles: 30 px on a phone, about 13 to 15 characters a line; within 2 lines.', 'Bullets: one line each on desktop.'],
      states: ['All eight groups', 'German, Turkish (two groups each), phone'],
    },
    localeArgs: { de: { groups: agentGroupsIn('de') }, tr: { groups: agentGroupsIn('tr') } },
  },
} satisfies Meta<typeof AgentFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvasElement.querySelectorAll('[data-illustration]')).toHaveLength(8);
  },
};
export const LongGerman: Story = { args: { groups: agentGroupsDe }, globals: { locale: 'de' } };
export const Turkish: Story = { args: { groups: agentGroupsTr }, globals: { locale: 'tr' } };
export const Mobile: Story = {
  args: { groups: agentGroupsEn.slice(0, 3) },
  parameters: { localeArgs: { de: { groups: agentGroupsIn('de').slice(0, 3) }, tr: { groups: agentGroupsIn('tr').slice(0, 3) } } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
