import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comingSoonEn } from '../coming-soon-feature/fixtures';
import { ComingSoonFeature } from '../coming-soon-feature';
import { FutureServicesGrid } from '../future-services';
import { futureEn } from '../future-services/fixtures';
import { servicesDe, servicesEn, servicesTr } from './fixtures';
import { ServicesSection } from './services-section';

const meta = {
  title: 'Sections/ServicesSection',
  component: ServicesSection,
  args: servicesEn,
  parameters: { layout: 'fullscreen', localeArgs: { de: servicesDe, tr: servicesTr } },
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /Discover ZK Agent/ })).toHaveAttribute('href', '/en/zkagent');
    await expect(canvas.getByRole('link', { name: /See How It Works/ })).toHaveAttribute('href', '/en/contact');
  },
};
export const WithComingSoon: Story = {
  args: {
    children: (
      <>
        <ComingSoonFeature {...comingSoonEn} className="mt-10" />
        <FutureServicesGrid {...futureEn} className="mt-10" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Join Waitlist' });
    await expect(links).toHaveLength(7);
  },
};
export const WithoutAction: Story = { args: { action: undefined } };
export const LongGerman: Story = { args: servicesDe };
export const Turkish: Story = { args: servicesTr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileGerman: Story = { args: servicesDe, globals: { viewport: { value: 'mobile', isRotated: false } } };
