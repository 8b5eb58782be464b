import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { processEn } from './fixtures';
import { ProcessSection } from './process-section';

describe('ProcessSection', () => {
  it('lists the steps in an ordered list, numbered from 01', () => {
    render(<ProcessSection {...processEn} id="process" />);
    const region = screen.getByRole('region', { name: 'From first call to live automation' });
    expect(region).toHaveAttribute('id', 'process');
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]!.textContent).toBe(`02Build & Implement${processEn.steps[1]!.description}`);
    expect(within(steps[2]!).getByRole('heading', { level: 3, name: 'Maintain & Improve' })).toBeInTheDocument();
  });

  it('keeps only list items directly inside its list (html-validate element-permitted-content)', () => {
    const { container } = render(<ProcessSection {...processEn} />);
    const list = container.querySelector('ol')!;
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
  });
});
