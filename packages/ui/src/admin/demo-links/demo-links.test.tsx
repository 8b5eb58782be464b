import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoLinks } from './demo-links';

describe('DemoLinks', () => {
  it('opens each demo in a new tab without an opener', () => {
    render(
      <DemoLinks
        title="Demo sites"
        lead="Lead"
        newTabLabel="(opens in a new tab)"
        links={[
          { href: '/admin/demo/1', label: 'Demo 1', kind: 'store' },
          { href: '/admin/demo/2', label: 'Demo 2', kind: 'landing' },
        ]}
      />,
    );
    for (const [name, href] of [
      ['Demo 1 (opens in a new tab)', '/admin/demo/1'],
      ['Demo 2 (opens in a new tab)', '/admin/demo/2'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });
});
