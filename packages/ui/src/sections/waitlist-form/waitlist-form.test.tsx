import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { postedFields } from '../../../test-support/form-data';
import { servicesEn, waitlistLabelsEn, waitlistLabelsTr } from './fixtures';
import { WaitlistForm } from './waitlist-form';

const base = { services: servicesEn, labels: waitlistLabelsEn, honeypotName: 'website', privacyHref: '/en/privacy', onSubmit: () => {} };
const tile = (name: string) => screen.getByRole('checkbox', { name });

describe('WaitlistForm', () => {
  it('shows the seven services as native checkboxes that post their ids, starting from the given selection', () => {
    render(<WaitlistForm {...base} status="idle" defaultSelected={['telegram', 'unknown']} />);
    const group = screen.getByRole('group', { name: 'Which services interest you?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    expect(tile('Telegram Bot')).toBeChecked();
    expect(tile('Telegram Bot')).toHaveAttribute('name', 'services');
    expect(tile('Telegram Bot')).toHaveAttribute('value', 'telegram');
    expect(tile('Telegram Bot')).toHaveAccessibleDescription(/Telegram/);
    expect(tile('Cold Email Outreach')).not.toBeChecked();
  });

  it('fills name and e-mail from the given values and shows a services message at the tiles', () => {
    render(
      <WaitlistForm
        {...base}
        status="idle"
        defaultValues={{ fullName: 'Jane', email: 'jane@x' }}
        fieldErrors={{ services: 'Please choose a service.' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@x');
    expect(screen.getByRole('group', { name: 'Which services interest you?' })).toHaveAccessibleDescription(/Please choose a service\./);
    expect(tile('Cold Email Outreach')).toHaveFocus();
  });

  it('keeps submit disabled until a service is chosen; toggles by click and keyboard', async () => {
    const onSubmit = vi.fn();
    render(<WaitlistForm {...base} status="idle" onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Select at least one service to continue.');
    await userEvent.click(tile('Twitter Terminal'));
    tile('Cold Email Outreach').focus();
    await userEvent.keyboard(' ');
    expect(tile('Cold Email Outreach')).toBeChecked();
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Jane');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@x.io');
    await userEvent.click(submit);
    expect(postedFields(onSubmit.mock.lastCall?.[0])).toEqual({
      services: ['cold-email', 'twitter'],
      fullName: ['Jane'],
      email: ['jane@x.io'],
      website: [''],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: waitlistLabelsEn.consent }));
    await userEvent.click(submit);
    expect(postedFields(onSubmit.mock.lastCall?.[0])).toMatchObject({ consent: ['on'] });
  });

  it('marks name and e-mail as required with an asterisk', () => {
    render(<WaitlistForm {...base} status="idle" />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByText('Full Name').textContent).toBe('Full Name*');
  });

  it('disables the tiles and fields while submitting, in Turkish', () => {
    render(<WaitlistForm {...base} labels={waitlistLabelsTr} status="submitting" defaultSelected={['instagram']} />);
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Ad Soyad' })).toBeDisabled();
  });

  it('has no axe violations with errors shown', async () => {
    const { container } = render(
      <main>
        <WaitlistForm {...base} status="error" errorMessage="Failed" defaultSelected={['instagram']} fieldErrors={{ email: 'Invalid' }} />
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('asks for consent unticked, with the privacy policy a new tab away, and keeps a consent the server sent back', () => {
    const { unmount } = render(<WaitlistForm {...base} status="idle" />);
    expect(screen.getByRole('checkbox', { name: waitlistLabelsEn.consent })).not.toBeChecked();
    const privacy = screen.getByRole('link', { name: `${waitlistLabelsEn.consentPrivacyLink} ${waitlistLabelsEn.consentNewTab}` });
    expect(privacy).toHaveAttribute('href', '/en/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    unmount();
    render(
      <WaitlistForm
        {...base}
        status="idle"
        defaultValues={{ consent: true }}
        fieldErrors={{ email: 'Please enter a valid email address' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: waitlistLabelsEn.consent })).toBeChecked();
  });
});
