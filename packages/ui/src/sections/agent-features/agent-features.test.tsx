import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AgentFeatures } from './agent-features';
import { agentGroupsEn } from './fixtures';

describe('AgentFeatures', () => {
  it('renders each group as an anchored section with its bullet list and a decorative illustration', async () => {
    const { container } = render(
      <main>
        <h1>ZK Agent</h1>
        <AgentFeatures groups={agentGroupsEn} />
      </main>,
    );
    const support = screen.getByRole('region', { name: 'Support and communication' });
    expect(support).toHaveAttribute('id', 'support');
    expect(within(support).getAllByRole('listitem')).toHaveLength(4);
    expect(support.querySelector('[data-illustration="support"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(8);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
