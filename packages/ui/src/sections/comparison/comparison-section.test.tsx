import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonSection } from './comparison-section';
import { comparisonEn } from './fixtures';

describe('ComparisonSection', () => {
  it('is a real table with caption, column headers and row headers', () => {
    render(<ComparisonSection {...comparisonEn} id="comparison" />);
    expect(screen.getByRole('region', { name: comparisonEn.title as string })).toHaveAttribute('id', 'comparison');
    const table = screen.getByRole('table', { name: 'Feature comparison: ZK Automations and manual solutions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Feature', 'ZK Automations', 'Manual solutions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['24/7 automation', 'AI lead scoring', 'Customizable', 'Cost-effective', 'Cancel monthly', 'Scalable']);
  });

  it('states each value in words for screen readers', () => {
    render(<ComparisonSection {...comparisonEn} />);
    const rows = screen.getAllByRole('row');
    const cancel = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Cancel monthly' }))!;
    expect(
      within(cancel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'Limited']);
  });

  it('labels its scroll container by the caption and makes it focusable', () => {
    render(<ComparisonSection {...comparisonEn} />);
    const region = screen.getByRole('region', { name: /^Feature comparison/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
