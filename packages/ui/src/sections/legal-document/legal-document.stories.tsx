import { renderedArgs } from '@story/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyOnly, legalDe, legalEn, legalTr } from './fixtures';
import { LegalDocument, type LegalSection } from './legal-document';

const meta = {
  title: 'Sections/LegalDocument',
  component: LegalDocument,
  args: legalEn,
  parameters: {
    usage: {
      when: "A legal page's body: numbered sections with contents, paragraphs, lists, definition lists and an emphasised section.",
      limits: ['Section titles: 24 px, within 2 lines on a phone (about 52 characters).'],
      states: ['Privacy policy with date and contents', 'Undated, without contents', 'German, Turkish, phone'],
    },
    localeArgs: { de: legalDe, tr: legalTr },
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: async (context) => {
    const { sections, contentsLabel } = renderedArgs(context);
    // The right to object (Art. 21 GDPR), the one section set apart.
    const [objection] = sections.filter(({ emphasis }) => emphasis) as [LegalSection];
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sections.length);
    await expect(canvas.getByRole('region', { name: objection.title })).toHaveAttribute('data-variant', 'emphasis');
    await expect(canvas.getByRole('navigation', { name: String(contentsLabel) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  },
};
/** Without date or contents (null: Storybook drops an undefined arg, so it could not hold under the toolbar's locales). */
export const Undated: Story = {
  args: { updated: null, contentsLabel: null, sections: companyOnly.en },
  parameters: {
    localeArgs: {
      de: { updated: null, contentsLabel: null, sections: companyOnly.de },
      tr: { updated: null, contentsLabel: null, sections: companyOnly.tr },
    },
  },
  play: async (context) => {
    const { sections } = renderedArgs(context);
    const canvas = within(context.canvasElement);
    // No date or contents box: the document starts with its first section.
    await expect(context.canvasElement.querySelector('[data-slot="legal-document"] > :first-child')).toHaveAttribute('id', sections[0]?.id);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      sections.map(({ title }) => title),
    );
  },
};
export const LongGerman: Story = { args: legalDe, globals: { locale: 'de' } };
export const Turkish: Story = { args: legalTr, globals: { locale: 'tr' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
