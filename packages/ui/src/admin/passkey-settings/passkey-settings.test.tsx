import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyLabelsEn as labels, samplePasskeysEn as sample } from './fixtures';
import { PasskeySettings, type PasskeySettingsProps } from './passkey-settings';

const show = (props: Partial<PasskeySettingsProps> = {}) => {
  const on = { onAdd: vi.fn(), onRemove: vi.fn() };
  render(<PasskeySettings labels={labels} passkeys={sample} status="idle" supported {...on} {...props} />);
  return on;
};

describe('PasskeySettings', () => {
  it('lists each passkey with its detail and a remove button named for it', () => {
    show();
    const list = screen.getByRole('list', { name: labels.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/./, { selector: 'p.font-medium' }).textContent)).toEqual(['MacBook Pro', 'iPhone']);
    expect(within(items[0]!).getByText(sample[0]!.detail)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: labels.removeOf('iPhone') })).toBeInTheDocument();
  });

  it('adds a passkey under the typed name with the current password', async () => {
    const on = show({ passkeys: [] });
    expect(screen.getByText(labels.empty)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(labels.name), '  Work laptop ');
    await userEvent.type(screen.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: labels.add }));
    expect(on.onAdd).toHaveBeenCalledWith({ name: 'Work laptop', password: 'correct horse battery' });
    expect(on.onRemove).not.toHaveBeenCalled();
  });

  it('removes the passkey whose button was pressed, with the current password', async () => {
    const on = show();
    await userEvent.type(screen.getByLabelText(labels.password), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: labels.removeOf('iPhone') }));
    expect(on.onRemove).toHaveBeenCalledWith({ id: 'cred-2', password: 'correct horse battery' });
    expect(on.onAdd).not.toHaveBeenCalled();
  });

  it('says when it is loading, ties errors to their fields, and locks the form while submitting', () => {
    show({ passkeys: undefined, status: 'submitting', nameError: 'Name it', passwordError: 'Wrong password' });
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
    expect(screen.getByLabelText(labels.name)).toHaveAccessibleDescription(`${labels.nameHint} Name it`);
    expect(screen.getByLabelText(labels.password)).toHaveAccessibleDescription('Wrong password');
    expect(screen.getByRole('button', { name: labels.submitting })).toBeDisabled();
  });

  it('keeps the list but offers no new passkey where the browser cannot make one', () => {
    show({ supported: false });
    expect(screen.getByText(labels.unsupported)).toBeInTheDocument();
    expect(screen.queryByLabelText(labels.name)).toBeNull();
    expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
    expect(screen.getByRole('button', { name: labels.removeOf('MacBook Pro') })).toBeInTheDocument();
  });
});
