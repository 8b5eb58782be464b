import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { servicesEn, waitlistLabelsEn, waitlistLabelsTr } from './fixtures';
import { WaitlistForm } from './waitlist-form';

const base = { services: servicesEn, labels: waitlistLabelsEn, honeypotName: 'website', onSubmit: () => {} };
const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('WaitlistForm', () => {
  it('shows the seven services as toggle buttons and starts from the given selection', () => {
    render(<WaitlistForm {...base} status="idle" defaultSelected={['telegram', 'unknown']} />);
    expect(screen.getByRole('group', { name: 'Which services interest you?' }).querySelectorAll('[aria-pressed]')).toHaveLength(7);
    expect(tile('Telegram Bot')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Cold Email Outreach')).toHaveAttribute('aria-pressed', 'false');
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
    expect(tile('Cold Email Outreach')).toHaveAttribute('aria-pressed', 'true');
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Jane');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@x.io');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Jane', email: 'jane@x.io', services: ['cold-email', 'twitter'], honeypot: '' });
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
});
