import { describe, expect, it } from 'vitest';
import { recipientRegionRefusal } from './recipient-regions.ts';

const deliveries = {
  SMTP_URL: 'smtps://apikey:secret@smtp.postmarkapp.com:465',
  NOTIFY_EMAIL: 'team@zk.example',
  WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc',
};

describe('recipientRegionRefusal', () => {
  it('refuses production when a mail provider, notification mailbox or webhook receiver has no region, naming each variable', () => {
    const refusal = recipientRegionRefusal({ NODE_ENV: 'production', ...deliveries, SMTP_REGION: 'us' });
    expect(refusal).toMatch(
      /^Refusing to start in production: NOTIFY_REGION, WEBHOOK_REGION are not set \(NOTIFY_EMAIL, WEBHOOK_URL are\)\./,
    );
    expect(refusal).toContain('Art. 13(1)(f) GDPR');
    expect(recipientRegionRefusal({ NODE_ENV: 'production', WEBHOOK_URL: deliveries.WEBHOOK_URL, WEBHOOK_REGION: ' ' })).toMatch(
      /: WEBHOOK_REGION is not set \(WEBHOOK_URL is\)\./,
    );
  });

  it('accepts production with every region, and anything outside production (the policy then says "not stated")', () => {
    const regions = { SMTP_REGION: 'us', NOTIFY_REGION: 'ie', WEBHOOK_REGION: 'us' };
    expect(recipientRegionRefusal({ NODE_ENV: 'production', ...deliveries, ...regions })).toBeNull();
    expect(recipientRegionRefusal({ NODE_ENV: 'production' })).toBeNull();
    expect(recipientRegionRefusal({ NODE_ENV: 'development', ...deliveries })).toBeNull();
    expect(recipientRegionRefusal(deliveries)).toBeNull();
  });
});
