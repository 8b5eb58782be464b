import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageIntro } from './page-intro';

describe('PageIntro', () => {
  it('renders the page heading, lead and actions', () => {
    render(<PageIntro title="About us" lead="Who we are." actions={<a href="/en/contact">Contact</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Who we are.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });

  it('leaves out what is not given', () => {
    const { container } = render(<PageIntro title="Impressum" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
