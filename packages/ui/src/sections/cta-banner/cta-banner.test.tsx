import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBanner } from './cta-banner';

describe('CtaBanner', () => {
  it('renders a heading of the given level, the sentence and the actions', () => {
    render(<CtaBanner level={3} title="Still have questions?" description="Ask us." actions={<a href="/de/contact">Kontakt</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByText('Ask us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/contact');
  });
});
