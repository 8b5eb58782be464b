import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCodes, sampleQrSvg, secondFactorLabelsEn as labels } from './fixtures';
import { SecondFactorSettings, type SecondFactorSettingsProps } from './second-factor-settings';

const handlers = () => ({ onStart: vi.fn(), onConfirm: vi.fn(), onCodesSaved: vi.fn(), onRegenerate: vi.fn(), onRemove: vi.fn() });
const show = (props: Partial<SecondFactorSettingsProps> & Pick<SecondFactorSettingsProps, 'state'>) => {
  const on = handlers();
  render(<SecondFactorSettings labels={labels} status="idle" {...on} {...props} />);
  return on;
};

describe('SecondFactorSettings', () => {
  it('starts the set-up with the current password', async () => {
    const on = show({ state: { step: 'off' } });
    expect(screen.getByRole('heading', { level: 2, name: labels.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: labels.start }));
    expect(on.onStart).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: labels.start }));
    expect(on.onStart).toHaveBeenCalledWith('correct horse battery');
  });

  it('shows the QR code with its text alternative and the key in groups of four, and confirms with the first code', async () => {
    const on = show({ state: { step: 'enrolling', secret: 'JBSWY3DPEHPK3PXP', qrSvg: sampleQrSvg }, codeError: 'Wrong code' });
    expect(screen.getByRole('img', { name: labels.qrAlt }).querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText(labels.code);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('Wrong code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: labels.confirm }));
    expect(on.onConfirm).toHaveBeenCalledWith('123456');
  });

  it('lists the ten recovery codes once, until the operator has saved them', async () => {
    const on = show({ state: { step: 'codes', codes: sampleCodes } });
    expect(
      within(screen.getByTestId('recovery-codes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sampleCodes);
    await userEvent.click(screen.getByRole('button', { name: labels.codesSaved }));
    expect(on.onCodesSaved).toHaveBeenCalled();
  });

  it('says when it was added and how many codes are left; new codes or removal with the password', async () => {
    const on = show({ state: { step: 'on' } });
    expect(screen.getByText(labels.added)).toBeInTheDocument();
    expect(screen.getByText(labels.codesLeft)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(labels.password), 'pw');
    await userEvent.click(screen.getByRole('button', { name: labels.regenerate }));
    expect(on.onRegenerate).toHaveBeenCalledWith('pw');
    await userEvent.click(screen.getByRole('button', { name: labels.remove }));
    expect(on.onRemove).toHaveBeenCalledWith('pw');
  });

  it('offers no new recovery codes where the service keeps none, and still removes with the password', async () => {
    const on = show({ state: { step: 'on' }, recoveryCodes: false });
    expect(screen.queryByRole('button', { name: labels.regenerate })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(labels.password), 'pw');
    await userEvent.click(screen.getByRole('button', { name: labels.remove }));
    expect(on.onRemove).toHaveBeenCalledWith('pw');
    expect(on.onRegenerate).not.toHaveBeenCalled();
  });

  it('disables its buttons while submitting and shows a failure as an alert', () => {
    show({ state: { step: 'off' }, status: 'submitting', error: 'Too many requests' });
    expect(screen.getByRole('button', { name: labels.submitting })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
  });
});
