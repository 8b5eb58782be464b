import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized, storyCopy } from '@story/copy';
import { DemoLinks } from './demo-links';

/** The dashboard's demo links from the dictionary, as dashboard-page.tsx maps them (the admin base is `/{lang}/admin` or `/admin`). */
const copy = localized((locale) => {
  const demos = storyCopy[locale].admin.dashboard.demos;
  const base = locale === 'en' ? '/admin' : `/${locale}/admin`;
  return {
    title: demos.title,
    lead: demos.lead,
    newTabLabel: demos.newTab,
    links: [
      { href: `${base}/demo/1`, label: demos.store, kind: 'store' as const },
      { href: `${base}/demo/2`, label: demos.landing, kind: 'landing' as const },
    ],
  };
});

const meta = {
  title: 'Admin/DemoLinks',
  component: DemoLinks,
  args: copy.args,
  parameters: { localeArgs: copy.localeArgs },
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
