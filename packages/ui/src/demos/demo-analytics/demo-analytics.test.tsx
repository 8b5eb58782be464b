import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoAnalytics } from './demo-analytics';
import { demoAnalyticsEn } from './fixtures';

describe('DemoAnalytics', () => {
  it('renders the landing page from its copy', () => {
    render(<DemoAnalytics copy={demoAnalyticsEn} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demoAnalyticsEn.hero.title);
    const features = within(screen.getByRole('region', { name: demoAnalyticsEn.featuresTitle })).getAllByRole('listitem');
    expect(features).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '#start');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['2.4B', '38%', '< 1 s']);
  });
});
