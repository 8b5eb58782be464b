import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../test-support/email-markup';
import { LeadNotificationEmail } from './lead-notification-email';

const labels = {
  preview: 'A visitor wrote',
  heading: 'New contact inquiry',
  intro: 'Just sent:',
  open: 'Open in the lead inbox',
  linkHint: 'Or copy:',
  reason: 'Why you get this',
};
const footer = {
  sentBy: 'Sent by ZK Automations',
  address: null,
  imprint: { href: 'https://zk.example/en/impressum', label: 'Legal notice' },
  privacy: { href: 'https://zk.example/en/privacy', label: 'Privacy policy' },
};

describe('LeadNotificationEmail', () => {
  it('lists the lead’s fields as text and links to the lead in the inbox', async () => {
    const { html, container } = renderEmail(
      <LeadNotificationEmail
        lang="en"
        brand="ZK Automations"
        inboxUrl="https://zk.example/admin/leads?lead=contact:42"
        fields={[
          { label: 'Name', value: 'Mallory\r\nBcc: all@example.com' },
          { label: 'Message', value: '<img src=x onerror=alert(1)>' },
        ]}
        labels={labels}
        footer={footer}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New contact inquiry' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(screen.getByRole('link', { name: 'Open in the lead inbox' })).toHaveAttribute(
      'href',
      'https://zk.example/admin/leads?lead=contact:42',
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});
