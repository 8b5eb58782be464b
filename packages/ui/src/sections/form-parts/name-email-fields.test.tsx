import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { contactLabelsEn, contactLabelsTr, fieldErrorsEn } from '../contact-form/fixtures';
import { NameEmailFields } from './name-email-fields';

describe('NameEmailFields', () => {
  it('has a required name and a required e-mail field of type email, named as the server reads them', () => {
    render(<NameEmailFields labels={contactLabelsEn} />);
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('name', 'fullName');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
  });

  it('keeps what the server sent back and ties each message to its field', () => {
    render(
      <NameEmailFields
        labels={contactLabelsEn}
        defaultValues={{ fullName: 'Jane', email: 'jane@' }}
        errors={{ email: fieldErrorsEn.email }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('jane@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(fieldErrorsEn.email);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('marks required fields only when asked', () => {
    const { rerender } = render(<NameEmailFields labels={contactLabelsTr} />);
    expect(screen.getByText('Ad Soyad').textContent).toBe('Ad Soyad');
    rerender(<NameEmailFields labels={contactLabelsTr} markRequired />);
    expect(screen.getByText('Ad Soyad').textContent).toBe('Ad Soyad*');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <NameEmailFields labels={contactLabelsEn} errors={fieldErrorsEn} markRequired />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
