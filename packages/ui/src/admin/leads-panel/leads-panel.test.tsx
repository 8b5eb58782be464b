import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactRows, leadsLabelsEn, waitlistRows } from './fixtures';
import { LeadsPanel } from './leads-panel';

describe('LeadsPanel', () => {
  it('lists inquiries and waitlist entries in the given order, with the CSV link', () => {
    render(<LeadsPanel labels={leadsLabelsEn} contacts={contactRows} waitlist={waitlistRows} csvHref="/api/leads.csv" />);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads.csv');
    const contacts = within(screen.getByRole('list', { name: 'Contact inquiries' })).getAllByRole('listitem');
    expect(contacts.map((item) => item.querySelector('p')?.textContent)).toEqual(['Lena Hoffmann', 'Murat Demir']);
    const waitlist = within(screen.getByRole('list', { name: 'Waitlist entries' })).getByRole('listitem');
    expect(waitlist).toHaveTextContent('Cold Email Outreach');
    expect(waitlist).toHaveTextContent('Language: DE');
    expect(screen.getByRole('link', { name: 'lena@hoffmann-moebel.example' })).toHaveAttribute('href', 'mailto:lena@hoffmann-moebel.example');
  });

  it('says so when a list is empty', () => {
    render(<LeadsPanel labels={leadsLabelsEn} contacts={[]} waitlist={[]} csvHref="/x.csv" />);
    expect(screen.getByText('No contact inquiries yet')).toBeInTheDocument();
    expect(screen.getByText('No waitlist entries yet')).toBeInTheDocument();
  });
});
