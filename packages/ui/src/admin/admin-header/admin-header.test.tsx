import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminHeader } from './admin-header';

describe('AdminHeader', () => {
  it('shows the brand and signs out on request', async () => {
    const onSignOut = vi.fn();
    render(<AdminHeader logo={<span>ZK</span>} signOutLabel="Sign out" onSignOut={onSignOut} />);
    expect(screen.getByRole('banner')).toHaveTextContent('ZK');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
