import { DataError, type SecondFactorStatus } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-site';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));

const { SettingsSecondFactor } = await import('./settings-second-factor');

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

function fakePort() {
  let status: SecondFactorStatus = { factors: [], recoveryCodesLeft: 0 };
  return {
    status: vi.fn(async () => status),
    beginTotp: vi.fn(async (password: string) => {
      if (password !== 'correct horse battery') throw new DataError('wrong_password', 'x', 422);
      return { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
    }),
    confirmTotp: vi.fn(async (code: string) => {
      if (code !== '123456') throw new DataError('wrong_code', 'x', 422);
      status = { factors: [{ id: 'f', kind: 'totp', createdAt: Date.parse('2026-11-28T12:00:00Z') }], recoveryCodesLeft: 10 };
      return codes;
    }),
    regenerateRecoveryCodes: vi.fn(async () => codes),
    remove: vi.fn(async () => {
      status = { factors: [], recoveryCodesLeft: 0 };
    }),
  };
}

describe('Settings: the second factor', () => {
  it('sets up an authenticator app: password, key and QR code, first code, recovery codes once, then when it was added', async () => {
    const { adapters } = fixtureAdapters();
    const port = fakePort();
    adapters.auth.secondFactors = port;
    const onEnrolled = vi.fn();
    renderAt(<SettingsSecondFactor onEnrolled={onEnrolled} />, { path: '/de/admin/settings', adapters, language: 'de' });

    const password = await screen.findByLabelText('Aktuelles Passwort');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Authenticator-App einrichten' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Authenticator-App einrichten' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code aus der App'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(/Dieser Code ist nicht korrekt/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code aus der App'));
    await userEvent.type(screen.getByLabelText('Code aus der App'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByText('abcde-fgh0k')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ich habe sie gespeichert' }));
    expect(await screen.findByText('Authenticator-App, eingerichtet am 28.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Noch 10 von 10 Wiederherstellungscodes übrig')).toBeInTheDocument();
    expect(screen.queryByText('abcde-fgh0k')).toBeNull();
    expect(onEnrolled).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Aktuelles Passwort'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(port.remove).toHaveBeenCalledWith('correct horse battery'));
    expect(await screen.findByRole('button', { name: 'Authenticator-App einrichten' })).toBeInTheDocument();
  });

  it('says where the service keeps no recovery codes (Supabase Auth), and goes from the first code straight to set up', async () => {
    const { adapters } = fixtureAdapters();
    const port = fakePort();
    port.status.mockImplementation(async () => ({ ...(await fakePort().status()), recoveryCodes: false }));
    port.confirmTotp.mockImplementation(async () => {
      port.status.mockResolvedValue({
        factors: [{ id: 'f', kind: 'totp', createdAt: Date.parse('2026-11-28T12:00:00Z') }],
        recoveryCodesLeft: 0,
        recoveryCodes: false,
      });
      return [];
    });
    adapters.auth.secondFactors = port;
    const onEnrolled = vi.fn();
    renderAt(<SettingsSecondFactor onEnrolled={onEnrolled} />, { path: '/tr/admin/settings', adapters, language: 'tr' });

    await userEvent.type(await screen.findByLabelText('Mevcut şifre'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: /uygulaması kur/i }));
    await userEvent.type(await screen.findByLabelText(/Uygulamadaki kod/i), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Onayla' }));

    expect(await screen.findByText(/Supabase Auth kurtarma kodu tutmaz/)).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Kaldır']);
    expect(onEnrolled).toHaveBeenCalledTimes(1);
  });

  it('shows nothing where the service manages sign-in itself', () => {
    const { adapters } = fixtureAdapters();
    const { container } = renderAt(<SettingsSecondFactor />, { path: '/admin/settings', adapters });
    expect(container.querySelector('[data-slot="second-factor-settings"]')).toBeNull();
  });
});
