import { describe, expect, it } from 'vitest';
import { reportHtml, storybookUrl } from '../../.storybook/visual-report';

const change = {
  storyId: 'sections-hero--long-german',
  name: 'Sections/Hero > Long German',
  file: 'packages/ui/src/sections/hero/hero.stories.tsx',
  message: 'Screenshot does not match the stored reference. 1234 pixels (0.5%) differ.',
};

describe('the visual-change report', () => {
  it('puts baseline, actual and difference side by side, with a link to the story', () => {
    const html = reportHtml([change]);
    expect(html).toContain('src="../../tests/visual/__screenshots__/sections-hero--long-german.png"');
    expect(html).toContain('src="../../test-results/visual/sections-hero--long-german-actual.png"');
    expect(html).toContain('src="../../test-results/visual/sections-hero--long-german-diff.png"');
    expect(html).toContain(`href="${storybookUrl}/?path=/story/sections-hero--long-german"`);
    expect(html).toContain('1234 pixels (0.5%) differ.');
    expect(html).toContain('<title>Visual changes: 1 story</title>');
  });

  it('says so when a story has no baseline yet, and escapes what it quotes', () => {
    const html = reportHtml([{ ...change, message: 'No existing reference <screenshot>' }], (file) => !file.startsWith('tests/visual'));
    expect(html).toMatch(/Baseline<\/figcaption><p class="none">none<\/p>/);
    expect(html).toContain('No existing reference &#60;screenshot&#62;');
  });
});
