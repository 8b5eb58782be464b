import { storyCopy } from '@story/copy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { PageIntro } from './page-intro';

const meta = {
  title: 'Sections/PageIntro',
  component: PageIntro,
  args: storyCopy.en.pages.faq,
  parameters: { layout: 'fullscreen', localeArgs: { de: storyCopy.de.pages.faq, tr: storyCopy.tr.pages.faq } },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(storyCopy.en.pages.faq.title);
  },
};
export const WithActions: Story = {
  args: {
    ...storyCopy.en.pages.zkagent,
    eyebrow: storyCopy.en.zkagent.eyebrow,
    actions: (
      <>
        <Button asChild size="lg"><a href="/en/contact">{storyCopy.en.common.requestDemo}</a></Button>
        <Button asChild size="lg" variant="secondary"><a href="#support">{storyCopy.en.zkagent.explore}</a></Button>
      </>
    ),
  },
};
export const LongGerman: Story = {
  args: {
    // Longer than any page's title, to test the wrapping.
    title: 'Sprechen wir über Ihre Automatisierung und darüber, wo KI sich für Sie wirklich lohnt',
    lead: storyCopy.de.pages.contact.lead,
  },
};
export const Turkish: Story = {
  args: storyCopy.tr.pages.waitlist,
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
