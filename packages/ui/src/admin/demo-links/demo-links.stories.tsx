import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoLinks } from './demo-links';

const meta = {
  title: 'Admin/DemoLinks',
  component: DemoLinks,
  args: {
    title: 'Demo sites',
    lead: 'Show prospects what their site could look like with an AI assistant on board.',
    newTabLabel: '(opens in a new tab)',
    links: [
      { href: '/admin/demo/1', label: 'Demo 1: E-commerce store', kind: 'store' },
      { href: '/admin/demo/2', label: 'Demo 2: Landing page', kind: 'landing' },
    ],
  },
  parameters: {
    localeArgs: {
      de: {
        title: 'Demo-Seiten',
        lead: 'Zeigen Sie Interessenten, wie ihre Website mit einem KI-Assistenten aussehen könnte.',
        newTabLabel: '(öffnet in neuem Tab)',
        links: [
          { href: '/de/admin/demo/1', label: 'Demo 1: Onlineshop', kind: 'store' },
          { href: '/de/admin/demo/2', label: 'Demo 2: Landingpage', kind: 'landing' },
        ],
      },
      tr: {
        title: 'Demo siteler',
        lead: 'Potansiyel müşterilere, yapay zekâ asistanıyla sitelerinin nasıl görünebileceğini gösterin.',
        newTabLabel: '(yeni sekmede açılır)',
        links: [
          { href: '/tr/admin/demo/1', label: 'Demo 1: E-ticaret mağazası', kind: 'store' },
          { href: '/tr/admin/demo/2', label: 'Demo 2: Tanıtım sayfası', kind: 'landing' },
        ],
      },
    },
  },
  decorators: [(Story) => <div className="max-w-md p-6">{Story()}</div>],
} satisfies Meta<typeof DemoLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Demo 1/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};
