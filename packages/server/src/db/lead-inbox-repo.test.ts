import { describe, expect, it } from 'vitest';
import { waitlistConsentVersion, type FormRecord, type InboxLead, type LeadPage } from '@zk/data';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { openDatabase, openDatabaseFile, type Db } from './database.ts';
import { leadInboxRepo, type LeadFilter } from './lead-inbox-repo.ts';
import { encodeCursor } from './lead-cursor.ts';
import { migrations } from './migrations.ts';
import { submissionsRepo } from './submissions-repo.ts';

function setup() {
  const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
  const db = openDatabase(tempDir());
  onCleanup(() => db.close());
  const submissions = submissionsRepo(db, () => clock.now);
  const inbox = leadInboxRepo(db);
  const contact = (fullName: string, email = 'someone@example.com', inquiry = 'Hello') =>
    submissions.add('contact', { fullName, email, inquiry });
  const waitlist = (fullName: string, email = 'someone@example.com', services: FormRecord<'waitlist'>['services'] = ['Telegram Bot']) =>
    submissions.add('waitlist', { fullName, email, services, language: 'de', consentVersion: waitlistConsentVersion });
  const page = (filter: LeadFilter = {}, cursor?: string, limit = 25): LeadPage => {
    const result = inbox.page(filter, cursor, limit);
    if (result === 'bad_cursor') throw new Error('bad cursor');
    return result;
  };
  const names = (filter: LeadFilter = {}) => page(filter, undefined, 100).leads.map((lead) => lead.fullName);
  return { db, clock, submissions, inbox, contact, waitlist, page, names };
}

/** Every lead, following the cursors; `between` runs after each page. */
function walk(t: ReturnType<typeof setup>, limit: number, between: () => void = () => {}): InboxLead[] {
  const seen: InboxLead[] = [];
  let cursor: string | undefined;
  do {
    const result = t.page({}, cursor, limit);
    seen.push(...result.leads);
    cursor = result.nextCursor ?? undefined;
    between();
  } while (cursor !== undefined);
  return seen;
}

describe('lead inbox repository', () => {
  it('merges both kinds newest first, with a total order inside one millisecond', () => {
    const t = setup();
    t.contact('C1');
    t.waitlist('W1');
    t.contact('C2');
    t.clock.now += 1;
    t.waitlist('W2');
    // Same millisecond: contact before waitlist, then newest row first.
    expect(t.names()).toEqual(['W2', 'C2', 'C1', 'W1']);
    const [first] = t.page().leads;
    expect(first).toEqual({
      kind: 'waitlist',
      id: expect.any(String),
      fullName: 'W2',
      email: 'someone@example.com',
      services: ['Telegram Bot'],
      language: 'de',
      status: 'New',
      createdAt: '2026-06-01T12:00:00.001Z',
      subscription: 'unconfirmed',
    });
  });

  it('tells where each waitlist entry stands with its e-mails, and filters by it', () => {
    const t = setup();
    t.contact('Contact');
    const confirmed = t.waitlist('Confirmed');
    const unsubscribed = t.waitlist('Unsubscribed');
    t.waitlist('Unconfirmed');
    const legacy = t.submissions.add('waitlist', {
      fullName: 'Legacy',
      email: 'l@example.com',
      services: ['Telegram Bot'],
      language: 'en',
    } as never);
    t.db.prepare('UPDATE waitlist_entries SET confirmed_at = ? WHERE id = ?').run('2026-06-02T00:00:00.000Z', confirmed);
    t.db
      .prepare('UPDATE waitlist_entries SET confirmed_at = ?, unsubscribed_at = ? WHERE id = ?')
      .run('2026-06-02T00:00:00.000Z', '2026-06-03T00:00:00.000Z', unsubscribed);
    const states = Object.fromEntries(t.page().leads.map((lead) => [lead.fullName, lead.kind === 'waitlist' ? lead.subscription : null]));
    expect(states).toEqual({
      Contact: null,
      Confirmed: 'confirmed',
      Unsubscribed: 'unsubscribed',
      Unconfirmed: 'unconfirmed',
      Legacy: 'none',
    });
    expect(t.names({ subscription: 'confirmed' })).toEqual(['Confirmed']);
    expect(t.names({ subscription: 'none' })).toEqual(['Legacy']);
    expect(t.names({ subscription: 'unconfirmed', q: 'unconfirmed' })).toEqual(['Unconfirmed']);
    expect(t.names({ subscription: 'confirmed', kind: 'contact' })).toEqual([]);
    expect(legacy).toEqual(expect.any(String));
  });

  it('pages with cursors: every lead exactly once, the last page without a cursor', () => {
    const t = setup();
    for (let i = 0; i < 23; i++) {
      if (i % 3 === 0) t.clock.now += 1000;
      if (i % 2 === 0) t.contact(`C${i}`);
      else t.waitlist(`W${i}`);
    }
    const all = t.names();
    const seen = walk(t, 5).map((lead) => lead.fullName);
    expect(seen).toEqual(all);
    expect(seen).toHaveLength(23);
    expect(t.page({}, undefined, 23).nextCursor).toBeNull();
  });

  it('keeps cursors stable under concurrent inserts: nothing seen twice, nothing skipped', () => {
    const t = setup();
    for (let i = 0; i < 12; i++) {
      t.clock.now += 1000;
      if (i % 2 === 0) t.contact(`old C${i}`);
      else t.waitlist(`old W${i}`);
    }
    const before = t.names();
    let inserted = 0;
    // After each page, new leads arrive: some in the same millisecond as the newest, some later.
    const seen = walk(t, 4, () => {
      inserted++;
      t.contact(`new C${inserted}`);
      t.clock.now += 1;
      t.waitlist(`new W${inserted}`);
    }).map((lead) => lead.fullName);
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(inserted).toBeGreaterThan(1);
    // The new ones are at the head of a fresh first page.
    expect(t.page({}, undefined, 2).leads.map((lead) => lead.fullName)).toEqual([`new W${inserted}`, `new C${inserted}`]);
  });

  it('pages a search across both kinds with cursors and dates exactly like the unsearched list, filtered', () => {
    const t = setup();
    t.clock.now = Date.parse('2026-05-28T22:00:00.000Z');
    for (let i = 0; i < 60; i++) {
      // Groups of three in one millisecond, mixing kinds, so cursors fall inside a group.
      if (i % 3 === 0) t.clock.now += 3 * 3_600_000;
      const name = i % 4 === 0 ? `Beta ${i}` : `Alpha ${i}`;
      if (i % 5 < 2) t.contact(name);
      else t.waitlist(name);
    }
    const collect = (filter: LeadFilter, limit: number) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const result = t.page(filter, cursor, limit);
        seen.push(...result.leads.map((lead) => lead.fullName));
        cursor = result.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return seen;
    };
    for (const dates of [
      {},
      { from: '2026-05-30' },
      { to: '2026-05-31' },
      { from: '2026-05-30', to: '2026-05-31' },
      { from: '2030-01-01' },
    ]) {
      const expected = collect(dates, 100).filter((name) => name.startsWith('Alpha'));
      for (const limit of [1, 3, 7])
        expect(collect({ ...dates, q: 'alpha' }, limit), `${JSON.stringify(dates)} by ${limit}`).toEqual(expected);
      expect(collect({ ...dates, q: 'alpha', kind: 'waitlist' }, 2)).toEqual(
        collect({ ...dates, kind: 'waitlist' }, 100).filter((name) => name.startsWith('Alpha')),
      );
    }
  });

  it('never stamps a lead earlier than the newest of its kind, so insertion order stays time order', () => {
    const t = setup();
    t.contact('First');
    t.clock.now -= 60_000;
    const second = t.contact('Second, clock stepped back');
    expect(t.inbox.get('contact', second)?.createdAt).toBe('2026-06-01T12:00:00.000Z');
    expect(t.names({ q: 'first second' })).toEqual([]);
    expect(t.names({ q: 'clock' })).toEqual(['Second, clock stepped back']);
    expect(t.names()).toEqual(['Second, clock stepped back', 'First']);
  });

  it('refuses a cursor it did not write', () => {
    const t = setup();
    for (const cursor of [
      'x',
      'not base64!',
      Buffer.from('[1,2,3]').toString('base64url'),
      encodeCursor({ createdAt: 'yesterday', kind: 'contact', seq: 1 }),
    ]) {
      expect(t.inbox.page({}, cursor, 25)).toBe('bad_cursor');
    }
  });

  it('finds German and Turkish words case-insensitively, with Turkish İ/ı and umlauts folded', () => {
    const t = setup();
    t.contact('Ayşe Yılmaz', 'ayse@example.com.tr', 'İstanbul ofisimiz için teklif');
    t.contact('Jürgen Müller', 'j.mueller@example.de', 'Angebot für Straßenbau');
    t.waitlist('ILIK SU', 'ilik@example.com');
    t.waitlist('Emre Işık', 'emre@example.com');
    for (const q of ['İstanbul', 'istanbul', 'ISTANBUL', 'istan']) expect(t.names({ q }), q).toEqual(['Ayşe Yılmaz']);
    for (const q of ['Müller', 'MÜLLER', 'muller', 'jürgen müller']) expect(t.names({ q }), q).toEqual(['Jürgen Müller']);
    for (const q of ['ılık', 'ILIK', 'ilik']) expect(t.names({ q }), q).toEqual(['ILIK SU']);
    expect(t.names({ q: 'YILMAZ' })).toEqual(['Ayşe Yılmaz']);
    expect(t.names({ q: 'IŞIK' })).toEqual(['Emre Işık']);
    expect(t.names({ q: 'straßenbau' })).toEqual(['Jürgen Müller']);
    // By e-mail, whole or in part.
    expect(t.names({ q: 'j.mueller@example.de' })).toEqual(['Jürgen Müller']);
    expect(t.names({ q: 'example.com' })).toEqual(['Ayşe Yılmaz', 'Emre Işık', 'ILIK SU']);
    expect(t.names({ q: 'example.de' })).toEqual(['Jürgen Müller']);
    // Words are all required; FTS5 syntax is read as text.
    expect(t.names({ q: 'Ayşe Müller' })).toEqual([]);
    expect(t.names({ q: 'NEAR("Ayşe" OR' })).toEqual([]);
    expect(t.names({ q: '"' })).toHaveLength(4);
  });

  it('filters by kind, status, service and inclusive UTC days, and combines them with search and paging', () => {
    const t = setup();
    t.clock.now = Date.parse('2026-05-30T23:59:59.999Z');
    t.contact('May contact');
    t.waitlist('May telegram', 'm@example.com', ['Telegram Bot']);
    t.clock.now = Date.parse('2026-05-31T00:00:00.000Z');
    t.waitlist('Last day twitter', 'l@example.com', ['Twitter Terminal', 'Telegram Bot']);
    t.clock.now = Date.parse('2026-06-01T00:00:00.000Z');
    const june = t.contact('June contact');
    t.waitlist('June instagram', 'j@example.com', ['Instagram Automation']);
    t.inbox.setStatus('contact', june, 'Won');

    expect(t.names({ kind: 'contact' })).toEqual(['June contact', 'May contact']);
    expect(t.names({ kind: 'waitlist' })).toEqual(['June instagram', 'Last day twitter', 'May telegram']);
    expect(t.names({ status: 'Won' })).toEqual(['June contact']);
    expect(t.names({ status: 'New', kind: 'contact' })).toEqual(['May contact']);
    expect(t.names({ service: 'telegram' })).toEqual(['Last day twitter', 'May telegram']);
    expect(t.names({ service: 'telegram', kind: 'contact' })).toEqual([]);
    expect(t.names({ from: '2026-05-31' })).toEqual(['June contact', 'June instagram', 'Last day twitter']);
    expect(t.names({ to: '2026-05-31' })).toEqual(['Last day twitter', 'May contact', 'May telegram']);
    expect(t.names({ from: '2026-05-31', to: '2026-05-31' })).toEqual(['Last day twitter']);
    expect(t.names({ q: 'june', kind: 'waitlist' })).toEqual(['June instagram']);
    const first = t.page({ service: 'telegram' }, undefined, 1);
    expect(first.leads.map((lead) => lead.fullName)).toEqual(['Last day twitter']);
    expect(t.page({ service: 'telegram' }, first.nextCursor ?? '', 1).leads.map((lead) => lead.fullName)).toEqual(['May telegram']);
  });

  it('changes a status, refusing one the CHECK does not allow', () => {
    const t = setup();
    const id = t.waitlist('W');
    expect(t.inbox.setStatus('waitlist', id, 'Contacted')).toMatchObject({ kind: 'waitlist', id, status: 'Contacted' });
    expect(t.inbox.get('waitlist', id)?.status).toBe('Contacted');
    expect(t.inbox.setStatus('contact', id, 'Won')).toBeNull();
    expect(() => t.db.prepare(`UPDATE waitlist_entries SET status = 'Spam' WHERE id = ?`).run(id)).toThrow(/CHECK/);
    expect(() => t.db.prepare(`UPDATE contact_inquiries SET status = 'new'`).run()).not.toThrow();
    t.contact('C');
    expect(() => t.db.prepare(`UPDATE contact_inquiries SET status = 'new'`).run()).toThrow(/CHECK/);
  });

  it('erases by e-mail case-insensitively, with the search entries', () => {
    const t = setup();
    const a = t.contact('Jane', 'Jane.Doe@Example.com');
    const b = t.waitlist('Jane', 'jane.doe@example.com');
    const other = t.contact('Other', 'other@example.com', 'Jane asked me');

    const erased = t.inbox.eraseByEmail(' JANE.DOE@example.COM ');
    expect(erased).toEqual([
      { kind: 'contact', id: a },
      { kind: 'waitlist', id: b },
    ]);
    expect(t.names({ q: 'jane' })).toEqual(['Other']);
    expect(t.db.prepare(`SELECT count(*) AS n FROM contact_search WHERE contact_search MATCH 'doe'`).get()).toEqual({ n: 0 });
    expect(t.inbox.erase('contact', other)).toEqual([{ kind: 'contact', id: other }]);
    expect(t.inbox.erase('contact', other)).toEqual([]);
  });

  it('purges leads created before a cutoff and names them (their outbox items follow in the same transaction)', () => {
    const t = setup();
    const old = t.contact('Old');
    const oldWaitlist = t.waitlist('Old W');
    t.clock.now += 1000;
    t.contact('Kept');
    expect(t.inbox.purgeCreatedBefore('2026-06-01T12:00:01.000Z')).toEqual([
      { kind: 'contact', id: old },
      { kind: 'waitlist', id: oldWaitlist },
    ]);
    expect(t.names()).toEqual(['Kept']);
  });
});

describe('migration 9', () => {
  it('moves the Airtable forwards into the outbox: forwarded as sent with the record id, failed and pending as they were', () => {
    const file = `${tempDir()}/zk.sqlite`;
    const before: Db = openDatabaseFile(file, migrations.slice(0, 7));
    const forward = before.prepare(
      `INSERT INTO submission_forwards (submission_id, kind, status, attempts, next_attempt_at, last_attempt_at, last_error, record_id, created_at, forwarded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    forward.run('s1', 'contact', 'forwarded', 1, 100, 110, null, 'recAAAAAAAAAAAAAA', 100, 110);
    forward.run('s2', 'waitlist', 'failed', 12, 200, 210, 'Waitlist table not found', null, 200, null);
    forward.run('s3', 'contact', 'pending', 2, 400, 310, 'Server error', null, 300, null);
    before.close();
    const db = openDatabaseFile(file);
    onCleanup(() => db.close());
    expect(db.prepare(`SELECT name FROM sqlite_schema WHERE name = 'submission_forwards'`).all()).toEqual([]);
    expect(
      db
        .prepare(
          `SELECT id, destination, action, idempotency_key, lead_kind, lead_id, status, attempts, next_attempt_at, last_error, external_id, created_at, sent_at FROM outbox ORDER BY id`,
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:contact:s1',
        lead_kind: 'contact',
        lead_id: 's1',
        status: 'sent',
        attempts: 1,
        next_attempt_at: 100,
        last_error: null,
        external_id: 'recAAAAAAAAAAAAAA',
        created_at: 100,
        sent_at: 110,
      },
      {
        id: 2,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:waitlist:s2',
        lead_kind: 'waitlist',
        lead_id: 's2',
        status: 'failed',
        attempts: 12,
        next_attempt_at: 200,
        last_error: 'Waitlist table not found',
        external_id: null,
        created_at: 200,
        sent_at: null,
      },
      {
        id: 3,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:contact:s3',
        lead_kind: 'contact',
        lead_id: 's3',
        status: 'pending',
        attempts: 2,
        next_attempt_at: 400,
        last_error: 'Server error',
        external_id: null,
        created_at: 300,
        sent_at: null,
      },
    ]);
  });
});

describe('migration 6', () => {
  it('keeps leads stored before it, as New and searchable', () => {
    const file = `${tempDir()}/zk.sqlite`;
    const before: Db = openDatabaseFile(file, migrations.slice(0, 5));
    before
      .prepare(
        `INSERT INTO contact_inquiries (id, full_name, email, inquiry, status, created_at) VALUES ('c', 'İrem', 'i@example.com', 'Merhaba', 'New', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    before
      .prepare(
        `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at) VALUES ('w', 'Jörg', 'j@example.com', '["Telegram Bot"]', 'de', '2026-01-02T00:00:00.000Z')`,
      )
      .run();
    before.close();
    const db = openDatabaseFile(file);
    onCleanup(() => db.close());
    const inbox = leadInboxRepo(db);
    const page = inbox.page({ q: 'IREM' }, undefined, 25);
    expect(page).toEqual({ leads: [expect.objectContaining({ kind: 'contact', id: 'c', status: 'New' })], nextCursor: null });
    expect(inbox.get('waitlist', 'w')).toMatchObject({ fullName: 'Jörg', status: 'New', services: ['Telegram Bot'] });
  });
});
