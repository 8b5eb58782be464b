import { describe, expect, it } from 'vitest';
import { testApi } from '../../test-support/api.ts';
import { csvCell } from './leads-csv.ts';

describe('leads API', () => {
  it('is operator only', async () => {
    const api = await testApi();
    expect((await api.call('/api/outbox')).status).toBe(401);
    expect((await api.call('/api/leads.csv')).status).toBe(401);
  });

  it('exports CSV with quoting and formula protection', async () => {
    const api = await testApi({ config: { formRateLimitPerMinute: 100 } });
    await api.call('/api/submissions/contact', {
      json: { fullName: '=HYPERLINK("x")', email: 'a@example.com', inquiry: 'Hello, "world"\nline 2' },
    });
    await api.call('/api/submissions/waitlist', {
      json: { fullName: 'Zoë', email: 'z@example.com', consent: true, services: ['cold-email', 'telegram'] },
    });
    await api.signIn();
    const res = await api.call('/api/leads.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-06-01.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"type","created_at","full_name","email","inquiry","services","language","status","subscription"');
    expect(lines[1]).toBe(
      `"contact","2026-06-01T12:00:00.000Z","'=HYPERLINK(""x"")","a@example.com","Hello, ""world""\nline 2","","","New",""`,
    );
    expect(lines[2]).toBe(
      '"waitlist","2026-06-01T12:00:00.000Z","Zoë","z@example.com","","Cold Email Outreach; Telegram Bot","en","New","unconfirmed"',
    );
    expect(lines[3]).toBe('');
  });

  it('csvCell quotes every cell and neutralises formula prefixes', () => {
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
  });

  it('csvCell neutralises formulas after a semicolon, where German and Turkish Excel split cells', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell('a; -1;b')).toBe(`"a;' -1;b"`);
    expect(csvCell('x;"=1+1"')).toBe(`"x;'""=1+1"""`);
  });

  it('csvCell neutralises a leading NUL or other control character', () => {
    expect(csvCell('\u0000=1+1')).toBe(`"'\u0000=1+1"`);
    expect(csvCell('\u0000plain')).toBe(`"'\u0000plain"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });
});
