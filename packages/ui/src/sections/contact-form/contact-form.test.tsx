import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { postedFields } from '../../../test-support/form-data';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { contactErrorsEn, contactInfoTr, contactLabelsEn, contactLabelsTr, fieldErrorsEn } from './fixtures';

const base = { labels: contactLabelsEn, honeypotName: 'website', privacyHref: '/en/privacy', onSubmit: () => {} };

describe('ContactForm', () => {
  it('has a required name, a required e-mail field of type email and a required six-row inquiry', () => {
    render(<ContactForm {...base} status="idle" />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const inquiry = screen.getByRole('textbox', { name: 'Your Inquiry' });
    expect(inquiry).toBeRequired();
    expect(inquiry).toHaveAttribute('rows', '6');
  });

  it('links the privacy notice next to the form, in a new tab (issue 47 item 12)', () => {
    render(<ContactForm {...base} status="idle" />);
    const link = screen.getByRole('link', { name: `${contactLabelsEn.privacyLink} ${contactLabelsEn.privacyNewTab}` });
    expect(link).toHaveAttribute('href', '/en/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('form')).not.toBeNull();
  });

  it('hands over what was typed, including the honeypot under the server’s field name', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactForm {...base} status="idle" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Jane');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@x.io');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your Inquiry' }), 'Hi');
    expect(container.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(postedFields(onSubmit.mock.lastCall?.[0])).toEqual({ fullName: ['Jane'], email: ['jane@x.io'], inquiry: ['Hi'], website: [''] });
  });

  it('ties each message to its field and focuses the first invalid one', () => {
    render(<ContactForm {...base} status="idle" fieldErrors={{ email: fieldErrorsEn.email }} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('gives focus back to its button when a failed submission re-enables the form', () => {
    const { rerender } = render(<ContactForm {...base} status="submitting" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<ContactForm {...base} status="error" errorMessage="Failed to submit form. Please try again later." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit form.');
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toHaveFocus();
  });

  it('disables everything while submitting and says so in Turkish', () => {
    render(<ContactForm {...base} labels={contactLabelsTr} status="submitting" />);
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Ad Soyad' })).toBeDisabled();
  });

  it('shows the failure as an alert above the button', () => {
    render(<ContactForm {...base} status="error" errorMessage={contactErrorsEn.failure} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(contactErrorsEn.failure);
    expect(alert.compareDocumentPosition(screen.getByRole('button')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <ContactForm {...base} status="error" errorMessage="Failed" fieldErrors={fieldErrorsEn} />
        <ContactInfo {...contactInfoTr} />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
