import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '@story/copy';
import { renderedArgs } from '@story/locale';
import { demoLinksProps } from '@zk/site/props';
import { DemoLinks } from './demo-links';

/** The dashboard's demo links, by the site's own `demoLinksProps` (the admin base is `/admin` in English, `/{lang}/admin` otherwise). */
const copy = localized((context) => demoLinksProps(context, context.language === 'en' ? '/admin' : `/${context.language}/admin`));

const meta = {
  title: 'Admin/DemoLinks',
  component: DemoLinks,
  args: copy.args,
  parameters: {
    usage: {
      when: 'Links opening the two demo sites in a new tab.',
      states: ['Default'],
    },
    localeArgs: copy.localeArgs,
  },
  decorators: [(Story) => <div className="max-w-md p-6">{Story()}</div>],
} satisfies Meta<typeof DemoLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const [first] = renderedArgs(context).links;
    const link = within(context.canvasElement).getByRole('link', { name: (name) => name.includes(first!.label) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};
