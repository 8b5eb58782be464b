import { render, screen, within } from '@testing-library/react';
import type { LinkProps } from '../../lib/link';
import { describe, expect, it } from 'vitest';
import { servicesDe, servicesEn } from './fixtures';
import { ServiceCard } from './service-card';
import { ServicesSection } from './services-section';

describe('ServicesSection', () => {
  it('shows the five services in order, the agent card linking to the agent page', () => {
    render(<ServicesSection {...servicesEn} id="services" />);
    const region = screen.getByRole('region', { name: 'Everything you need to automate customer conversations' });
    expect(region).toHaveAttribute('id', 'services');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'AI Chatbots for Business',
      'Lead Generation & CRM Integration',
      'Appointment Setting',
      'ZK Agent',
      'AI-Powered Website Creation',
    ]);
    expect(screen.getByRole('link', { name: 'Discover ZK Agent' })).toHaveAttribute('href', '/en/zkagent');
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/en/contact');
  });

  it('has the same five cards in German, written in German', () => {
    render(<ServicesSection {...servicesDe} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'KI-Chatbots für Unternehmen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZK Agent entdecken' })).toHaveAttribute('href', '/de/zkagent');
  });

  it('renders what follows the cards', () => {
    render(
      <ServicesSection {...servicesEn}>
        <p>Coming next</p>
      </ServicesSection>,
    );
    expect(screen.getByText('Coming next')).toBeInTheDocument();
  });
});

describe('ServiceCard', () => {
  it('uses the given link component and marks a featured card', () => {
    const Link = (props: LinkProps) => <a data-router="" {...props} />;
    render(
      <ServiceCard
        title="ZK Agent"
        description="One agent."
        featured
        link={{ href: '/en/zkagent', label: 'Discover' }}
        LinkComponent={Link}
      />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-featured', 'true');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('data-router');
  });

  it('has no link when none is given', () => {
    render(<ServiceCard title="Chatbots" description="Answers." />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
